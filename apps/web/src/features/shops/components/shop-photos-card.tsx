import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SHOP_IMAGE_BYTES,
  MAX_SHOP_IMAGES,
  type ProductImage,
  type Shop,
} from '@kramik/contract';
import { ConfirmDialog } from '../../../app/components/confirm-dialog';
import forms from '../../../app/components/forms.module.css';
import { SectionCard } from '../../../app/components/section-card';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveShopImage, useUploadShopImage } from '../api/shop-images';
import { PhotoIcon, TrashIcon } from './icons';
import classes from './shops.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The shop's photos (at most 6, 2 MB each): uploaded one file per request, removed with a confirm. */
export function ShopPhotosCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const upload = useUploadShopImage();
  const remove = useRemoveShopImage();
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<{ image: ProductImage | null; opened: boolean }>({
    image: null,
    opened: false,
  });
  const images = shop.images;
  const full = images.length >= MAX_SHOP_IMAGES;

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
      if (count >= MAX_SHOP_IMAGES) {
        setError(t('shopForm.tooManyPhotos', { max: MAX_SHOP_IMAGES }));
        notifyError(t('shopForm.tooManyPhotos', { max: MAX_SHOP_IMAGES }));
        break;
      }
      if (file.size > MAX_SHOP_IMAGE_BYTES) {
        setError(t('shopForm.fileTooLarge'));
        notifyError(t('shopForm.fileTooLarge'), file.name);
        continue;
      }
      try {
        await upload.mutateAsync({ shopId: shop._id, file });
        count += 1;
        added += 1;
      } catch (e) {
        setError(messageOf(e, t('shopForm.photoFailed')));
        notifyApiError(e, t('shopForm.photoFailed'));
      }
    }
    setUploading(false);
    if (added > 0) notifySuccess(t('shopForm.photosAdded', { n: added }));
  };

  const confirmRemove = () => {
    const image = removing.image;
    if (!image) return;
    remove.mutate(
      { shopId: shop._id, imageId: image._id },
      {
        onSuccess: () => {
          notifySuccess(t('shopForm.photoRemoved'));
          setRemoving((r) => ({ ...r, opened: false }));
        },
        onError: (e) => notifyApiError(e, t('shopForm.photoRemoveFailed')),
      },
    );
  };

  return (
    <SectionCard
      title={t('shopForm.photosTitle')}
      description={t('shopForm.photosIntro', { max: MAX_SHOP_IMAGES })}
    >
      {images.length === 0 ? (
        <Group gap="sm" p="lg" className={classes.emptyBox}>
          <PhotoIcon size={28} color="var(--kramik-muted)" />
          <Text c="var(--kramik-muted)" style={{ flex: '1 1 200px' }}>
            {t('shopForm.noPhotos')}
          </Text>
        </Group>
      ) : (
        <ol className={classes.photos} aria-label={t('shopForm.photosTitle')}>
          {images.map((image, index) => (
            <li key={image._id} className={classes.photoCard}>
              <img
                className={classes.photo}
                src={image.thumb}
                srcSet={image.srcset}
                sizes="(max-width: 36em) 50vw, 200px"
                alt={t('shopForm.photoAlt', { n: index + 1, name: shop.title })}
                loading="lazy"
                width={image.width}
                height={image.height}
              />
              <Group justify="flex-end" p={6}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  className={forms.danger}
                  onClick={() => setRemoving({ image, opened: true })}
                  aria-label={t('shopForm.removePhoto', { n: index + 1 })}
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
          {t('shopForm.addPhotos')}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" id={hintId}>
          {full
            ? t('shopForm.photosFull', { max: MAX_SHOP_IMAGES })
            : t('shopForm.photosHint', { n: images.length, max: MAX_SHOP_IMAGES })}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" className={forms.readable}>
            {error}
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        opened={removing.opened}
        title={t('shopForm.removePhotoTitle')}
        confirmLabel={t('accountPage.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving((r) => ({ ...r, opened: false }))}
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          {removing.image && <img src={removing.image.thumb} alt="" className={classes.thumb} />}
          <Text>{t('shopForm.removePhotoConfirm')}</Text>
        </Group>
      </ConfirmDialog>
    </SectionCard>
  );
}
