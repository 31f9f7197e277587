import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  useId,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../i18n/use-t';
import { ApiRequestError } from '../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import forms from './forms.module.css';
import { PhotoIcon, TrashIcon } from './icons';
import { SectionCard } from './section-card';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface EditedImage {
  _id: string;
  thumb: string;
  srcset: string;
  width: number;
  height: number;
}

/** The words of one editor; each owner (products, shops) keeps its own. */
export interface ImageListTexts {
  title: string;
  intro: string;
  empty: string;
  add: string;
  full: string;
  hint: string;
  tooMany: string;
  tooLarge: string;
  failed: string;
  added: (n: number) => string;
  removed: string;
  removeFailed: string;
  removeTitle: string;
  removeConfirm: string;
  removeLabel: (n: number) => string;
  alt: (n: number) => string;
  /** Names the first image as the cover, when the order matters. */
  cover?: string;
}

/** The owner's CSS module classes, so that each editor keeps its look. */
export interface ImageListClasses {
  empty?: string;
  list?: string;
  card?: string;
  image?: string;
  cover?: string;
  thumb?: string;
  fileInput?: string;
  fileLabel?: string;
}

/**
 * A list of photos in a card: upload (one file per request, within the count and size limits),
 * remove with a confirmation, and, when `renderMoves` is given, reorder buttons on each photo.
 */
export function ImageListEditor<Image extends EditedImage>({
  images,
  max,
  maxBytes,
  texts,
  classes,
  upload,
  remove,
  removing: removePending,
  listRef,
  renderMoves,
  emptyStyle,
  thumbStyle,
  children,
}: {
  images: Image[];
  max: number;
  maxBytes: number;
  texts: ImageListTexts;
  classes: ImageListClasses;
  upload: (file: File) => Promise<unknown>;
  remove: (
    image: Image,
    callbacks: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => void;
  removing: boolean;
  listRef?: RefObject<HTMLOListElement | null>;
  renderMoves?: (image: Image, index: number) => ReactNode;
  emptyStyle?: CSSProperties;
  thumbStyle?: CSSProperties;
  /** Rendered after the upload button, e.g. a live region. */
  children?: ReactNode;
}) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<{ image: Image | null; opened: boolean }>({
    image: null,
    opened: false,
  });
  const full = images.length >= max;

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
      if (count >= max) {
        setError(texts.tooMany);
        notifyError(texts.tooMany);
        break;
      }
      if (file.size > maxBytes) {
        setError(texts.tooLarge);
        notifyError(texts.tooLarge, file.name);
        continue;
      }
      try {
        await upload(file);
        count += 1;
        added += 1;
      } catch (e) {
        setError(messageOf(e, texts.failed));
        notifyApiError(e, texts.failed);
      }
    }
    setUploading(false);
    if (added > 0) notifySuccess(texts.added(added));
  };

  const confirmRemove = () => {
    const image = removing.image;
    if (!image) return;
    remove(image, {
      onSuccess: () => {
        notifySuccess(texts.removed);
        setRemoving((r) => ({ ...r, opened: false }));
      },
      onError: (e) => notifyApiError(e, texts.removeFailed),
    });
  };

  return (
    <SectionCard title={texts.title} description={texts.intro}>
      {images.length === 0 ? (
        <Group gap="sm" p="lg" className={classes.empty} style={emptyStyle}>
          <PhotoIcon size={28} color="var(--kramik-muted)" />
          <Text c="var(--kramik-muted)" style={{ flex: '1 1 200px' }}>
            {texts.empty}
          </Text>
        </Group>
      ) : (
        <ol className={classes.list} ref={listRef} aria-label={texts.title}>
          {images.map((image, index) => {
            const removeButton = (
              <ActionIcon
                variant="subtle"
                size="lg"
                className={forms.danger}
                onClick={() => setRemoving({ image, opened: true })}
                aria-label={texts.removeLabel(index + 1)}
              >
                <TrashIcon size={18} />
              </ActionIcon>
            );
            const isCover = texts.cover !== undefined && index === 0;
            return (
              <li key={image._id} className={classes.card} data-cover={isCover || undefined}>
                <img
                  className={classes.image}
                  src={image.thumb}
                  srcSet={image.srcset}
                  sizes="(max-width: 36em) 50vw, 200px"
                  alt={texts.alt(index + 1)}
                  loading="lazy"
                  width={image.width}
                  height={image.height}
                />
                {isCover && (
                  <Badge className={classes.cover} color="clay" variant="filled" size="sm">
                    {texts.cover}
                  </Badge>
                )}
                {renderMoves ? (
                  <Group justify="space-between" gap={4} p={6} wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      {renderMoves(image, index)}
                    </Group>
                    {removeButton}
                  </Group>
                ) : (
                  <Group justify="flex-end" p={6}>
                    {removeButton}
                  </Group>
                )}
              </li>
            );
          })}
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
          {texts.add}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" id={hintId}>
          {full ? texts.full : texts.hint}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" className={forms.readable}>
            {error}
          </Text>
        )}
      </Stack>
      {children}

      <ConfirmDialog
        opened={removing.opened}
        title={texts.removeTitle}
        confirmLabel={t('accountPage.remove')}
        loading={removePending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving((r) => ({ ...r, opened: false }))}
      >
        <Group gap="md" wrap="nowrap" align="flex-start">
          {removing.image && (
            <img src={removing.image.thumb} alt="" className={classes.thumb} style={thumbStyle} />
          )}
          <Text>{texts.removeConfirm}</Text>
        </Group>
      </ConfirmDialog>
    </SectionCard>
  );
}
