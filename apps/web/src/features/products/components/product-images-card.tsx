import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  type ProductImage,
  type SellerProduct,
} from '@kramik/contract';
import { ImageListEditor } from '../../../components/image-list-editor';
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
  const { t } = useTranslation();
  const upload = useUploadProductImage();
  const remove = useRemoveProductImage();
  const order = useOrderProductImages();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move the focus stays on the moved photo's button (the other one at either end).
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const images = product.images;
  const name = product.name;

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const button = (direction: Direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${target.id}"][data-direction="${direction}"]`,
      );
    const same = button(target.direction);
    const other = button(target.direction === 'left' ? 'right' : 'left');
    (same && !same.disabled ? same : other)?.focus();
  }, [images]);

  const move = (image: ProductImage, index: number, direction: Direction) => {
    // One move at a time; the buttons stay enabled so that the focus is never lost.
    if (order.isPending) return;
    const to = direction === 'left' ? index - 1 : index + 1;
    const ids = moveItem(
      images.map((i) => i._id),
      index,
      to,
    );
    refocus.current = { id: image._id, direction };
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
        empty: classes.empty,
        list: classes.images,
        card: classes.imageCard,
        image: classes.image,
        cover: classes.cover,
        thumb: classes.thumb,
        fileInput: classes.fileInput,
        fileLabel: classes.fileLabel,
      }}
      emptyStyle={{ borderRadius: 'var(--mantine-radius-md)' }}
      thumbStyle={{ width: 80, height: 80 }}
      upload={(file) => upload.mutateAsync({ productId: product._id, file })}
      remove={(image, callbacks) =>
        remove.mutate({ productId: product._id, imageId: image._id }, callbacks)
      }
      removing={remove.isPending}
      listRef={listRef}
      renderMoves={(image, index) => (
        <>
          <ActionIcon
            variant="default"
            size="lg"
            data-move={image._id}
            data-direction="left"
            disabled={index === 0}
            onClick={() => move(image, index, 'left')}
            aria-label={t('productForm.moveLeft', { n: index + 1 })}
          >
            <ArrowLeftIcon size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            data-move={image._id}
            data-direction="right"
            disabled={index === images.length - 1}
            onClick={() => move(image, index, 'right')}
            aria-label={t('productForm.moveRight', { n: index + 1 })}
          >
            <ArrowRightIcon size={18} />
          </ActionIcon>
        </>
      )}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </ImageListEditor>
  );
}
