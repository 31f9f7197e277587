import { ActionIcon, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  type ProductImage,
  type SellerProduct,
} from '@kramik/contract';
import { ConfirmDialog } from '../../../app/components/confirm-dialog';
import forms from '../../../app/components/forms.module.css';
import { SectionCard } from '../../../app/components/section-card';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import {
  useOrderProductImages,
  useRemoveProductImage,
  useUploadProductImage,
} from '../api/product-images';
import { moveItem } from '../move-item';
import { ArrowLeftIcon, ArrowRightIcon, PhotoIcon, TrashIcon } from './icons';
import classes from './products.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';

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
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<{ image: ProductImage | null; opened: boolean }>({
    image: null,
    opened: false,
  });
  // After a move the focus stays on the moved photo's button (the other one at either end).
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const images = product.images;
  const full = images.length >= MAX_PRODUCT_IMAGES;
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

  const messageOf = (e: unknown, fallback: string) =>
    e instanceof ApiRequestError && e.code !== 'NETWORK' && e.message ? e.message : fallback;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setError(null);
    setUploading(true);
    let count = images.length;
    let added = 0;
    for (const file of files) {
      if (count >= MAX_PRODUCT_IMAGES) {
        setError(t('productForm.tooManyImages', { max: MAX_PRODUCT_IMAGES }));
        notifyError(t('productForm.tooManyImages', { max: MAX_PRODUCT_IMAGES }));
        break;
      }
      if (file.size > MAX_PRODUCT_IMAGE_BYTES) {
        setError(t('productForm.fileTooLarge'));
        notifyError(t('productForm.fileTooLarge'), file.name);
        continue;
      }
      try {
        await upload.mutateAsync({ productId: product._id, file });
        count += 1;
        added += 1;
      } catch (e) {
        setError(messageOf(e, t('productForm.imageFailed')));
        notifyApiError(e, t('productForm.imageFailed'));
      }
    }
    setUploading(false);
    if (added > 0) {
      notifySuccess(t('productForm.imagesAdded', { n: added }));
    }
  };

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

  const confirmRemove = () => {
    const image = removing.image;
    if (!image) return;
    remove.mutate(
      { productId: product._id, imageId: image._id },
      {
        onSuccess: () => {
          notifySuccess(t('productForm.imageRemoved'));
          setRemoving((r) => ({ ...r, opened: false }));
        },
        onError: (e) => notifyApiError(e, t('productForm.imageRemoveFailed')),
      },
    );
  };

  return (
    <SectionCard
      title={t('productForm.imagesTitle')}
      description={t('productForm.imagesIntro', { max: MAX_PRODUCT_IMAGES })}
    >
      {images.length === 0 ? (
        <Group
          gap="sm"
          p="lg"
          className={classes.empty}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <PhotoIcon size={28} color="var(--kramik-muted)" />
          <Text c="var(--kramik-muted)" style={{ flex: '1 1 200px' }}>
            {t('productForm.noImages')}
          </Text>
        </Group>
      ) : (
        <ol className={classes.images} ref={listRef} aria-label={t('productForm.imagesTitle')}>
          {images.map((image, index) => (
            <li key={image._id} className={classes.imageCard} data-cover={index === 0 || undefined}>
              <img
                className={classes.image}
                src={image.thumb}
                srcSet={image.srcset}
                sizes="(max-width: 36em) 50vw, 200px"
                alt={t('productForm.photoAlt', { n: index + 1, name })}
                loading="lazy"
                width={image.width}
                height={image.height}
              />
              {index === 0 && (
                <Badge className={classes.cover} color="clay" variant="filled" size="sm">
                  {t('productForm.cover')}
                </Badge>
              )}
              <Group justify="space-between" gap={4} p={6} wrap="nowrap">
                <Group gap={4} wrap="nowrap">
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
                </Group>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  className={forms.danger}
                  onClick={() => setRemoving({ image, opened: true })}
                  aria-label={t('productForm.removePhoto', { n: index + 1 })}
                >
                  <TrashIcon size={18} />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}

      <Stack gap={6} align="flex-start">
        <input
          id={inputId}
          className={classes.fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={full || uploading}
          aria-describedby={hintId}
          onChange={(e) => void choose(e)}
        />
        <Button
          component="label"
          htmlFor={inputId}
          className={classes.fileLabel}
          variant="light"
          size="md"
          leftSection={<PhotoIcon size={18} />}
          loading={uploading}
          data-disabled={full || undefined}
        >
          {t('productForm.addImages')}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" id={hintId}>
          {full
            ? t('productForm.imagesFull', { max: MAX_PRODUCT_IMAGES })
            : t('productForm.imagesHint', { n: images.length, max: MAX_PRODUCT_IMAGES })}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" className={forms.readable}>
            {error}
          </Text>
        )}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <ConfirmDialog
        opened={removing.opened}
        title={t('productForm.removePhotoTitle')}
        confirmLabel={t('accountPage.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving((r) => ({ ...r, opened: false }))}
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          {removing.image && (
            <img
              src={removing.image.thumb}
              alt=""
              className={classes.thumb}
              style={{ width: 80, height: 80 }}
            />
          )}
          <Text>{t('productForm.removePhotoConfirm')}</Text>
        </Group>
      </ConfirmDialog>
    </SectionCard>
  );
}
