import { useT } from '../../../i18n/use-t';
import { MAX_SHOP_IMAGE_BYTES, MAX_SHOP_IMAGES, type Shop } from '@kramik/contract';
import files from '../../../components/file-input.module.css';
import { ImageListEditor } from '../../../components/image-list-editor';
import photoList from '../../../components/image-list.module.css';
import { useRemoveShopImage, useUploadShopImage } from '../api/shop-images';
import classes from './shops.module.css';

/** The shop's photos (at most 6, 2 MB each): uploaded one file per request, removed with a confirm. */
export function ShopPhotosCard({ shop }: { shop: Shop }) {
  const t = useT();
  const upload = useUploadShopImage();
  const remove = useRemoveShopImage();
  const images = shop.images;
  return (
    <ImageListEditor
      images={images}
      max={MAX_SHOP_IMAGES}
      maxBytes={MAX_SHOP_IMAGE_BYTES}
      texts={{
        title: t('shopForm.photosTitle'),
        intro: t('shopForm.photosIntro', { max: MAX_SHOP_IMAGES }),
        empty: t('shopForm.noPhotos'),
        add: t('shopForm.addPhotos'),
        full: t('shopForm.photosFull', { max: MAX_SHOP_IMAGES }),
        hint: t('shopForm.photosHint', { n: images.length, max: MAX_SHOP_IMAGES }),
        tooMany: t('shopForm.tooManyPhotos', { max: MAX_SHOP_IMAGES }),
        tooLarge: t('shopForm.fileTooLarge'),
        failed: t('shopForm.photoFailed'),
        added: (n) => t('shopForm.photosAdded', { n }),
        removed: t('shopForm.photoRemoved'),
        removeFailed: t('shopForm.photoRemoveFailed'),
        removeTitle: t('shopForm.removePhotoTitle'),
        removeConfirm: t('shopForm.removePhotoConfirm'),
        removeLabel: (n) => t('shopForm.removePhoto', { n }),
        alt: (n) => t('shopForm.photoAlt', { n, name: shop.title }),
      }}
      classes={{
        empty: photoList.empty,
        list: `${photoList.list} ${classes.photos}`,
        card: photoList.card,
        image: photoList.image,
        thumb: photoList.thumb,
        fileInput: files.input,
        fileLabel: `${files.label} ${classes.fileLabel}`,
      }}
      upload={(file) => upload.mutateAsync({ shopId: shop._id, file })}
      remove={(image, callbacks) =>
        remove.mutate({ shopId: shop._id, imageId: image._id }, callbacks)
      }
      removing={remove.isPending}
    />
  );
}
