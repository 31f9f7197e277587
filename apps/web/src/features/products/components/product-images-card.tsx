import { VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  type ProductImage,
  type SellerProduct,
} from '@kramik/contract';
import files from '../../../components/file-input.module.css';
import { ImageListEditor } from '../../../components/image-list-editor';
import photoList from '../../../components/image-list.module.css';
import { MoveButtons, useMoveFocus } from '../../../components/move-buttons';
import { notifyApiError } from '../../../lib/notify';
import {
  useOrderProductImages,
  useRemoveProductImage,
  useUploadProductImage,
} from '../api/product-images';
import { moveItem } from '../move-item';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import classes from './products.module.css';

type Direction = 'left' | 'right';

/**
 * The product's photos (at most 8): upload one file per request, remove, and reorder with
 * buttons; the first photo is the cover.
 */
export function ProductImagesCard({ product }: { product: SellerProduct }) {
  const t = useT();
  const upload = useUploadProductImage();
  const remove = useRemoveProductImage();
  const order = useOrderProductImages();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const images = product.images;
  const name = product.name;
  const keepFocus = useMoveFocus(listRef, images);

  const move = (image: ProductImage, index: number, direction: Direction) => {
    // One move at a time; the buttons stay enabled so that the focus is never lost.
    if (order.isPending) return;
    const to = direction === 'left' ? index - 1 : index + 1;
    const ids = moveItem(
      images.map((i) => i._id),
      index,
      to,
    );
    keepFocus(image._id, direction);
    setAnnouncement(
      t('productForm.photoMoved', { position: to + 1, total: images.length }) +
        (to === 0 ? ` ${t('productForm.nowCover')}` : ''),
    );
    order.mutate(
      { productId: product._id, ids },
      { onError: (e) => notifyApiError(e, t('productForm.imageOrderFailed')) },
    );
  };

  return (
    <ImageListEditor
      images={images}
      max={MAX_PRODUCT_IMAGES}
      maxBytes={MAX_PRODUCT_IMAGE_BYTES}
      texts={{
        title: t('productForm.imagesTitle'),
        intro: t('productForm.imagesIntro', { max: MAX_PRODUCT_IMAGES }),
        empty: t('productForm.noImages'),
        add: t('productForm.addImages'),
        full: t('productForm.imagesFull', { max: MAX_PRODUCT_IMAGES }),
        hint: t('productForm.imagesHint', { n: images.length, max: MAX_PRODUCT_IMAGES }),
        tooMany: t('productForm.tooManyImages', { max: MAX_PRODUCT_IMAGES }),
        tooLarge: t('productForm.fileTooLarge'),
        failed: t('productForm.imageFailed'),
        added: (n) => t('productForm.imagesAdded', { n }),
        removed: t('productForm.imageRemoved'),
        removeFailed: t('productForm.imageRemoveFailed'),
        removeTitle: t('productForm.removePhotoTitle'),
        removeConfirm: t('productForm.removePhotoConfirm'),
        removeLabel: (n) => t('productForm.removePhoto', { n }),
        alt: (n) => t('productForm.photoAlt', { n, name }),
        cover: t('productForm.cover'),
      }}
      classes={{
        empty: photoList.empty,
        list: photoList.list,
        card: `${photoList.card} ${classes.imageCard}`,
        image: photoList.image,
        cover: classes.cover,
        thumb: photoList.thumb,
        fileInput: files.input,
        fileLabel: files.label,
      }}
      upload={(file) => upload.mutateAsync({ productId: product._id, file })}
      remove={(image, callbacks) =>
        remove.mutate({ productId: product._id, imageId: image._id }, callbacks)
      }
      removing={remove.isPending}
      listRef={listRef}
      renderMoves={(image, index) => (
        <MoveButtons
          itemId={image._id}
          first={index === 0}
          last={index === images.length - 1}
          back={{
            direction: 'left',
            label: t('productForm.moveLeft', { n: index + 1 }),
            icon: <ArrowLeftIcon size={18} />,
          }}
          forward={{
            direction: 'right',
            label: t('productForm.moveRight', { n: index + 1 }),
            icon: <ArrowRightIcon size={18} />,
          }}
          onMove={(direction) => move(image, index, direction)}
        />
      )}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </ImageListEditor>
  );
}
