import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { PROGRESS_POST_MAX_LENGTH, type ProgressPost } from '@kramik/contract';
import files from '../../../components/file-input.module.css';
import { ReadableForm } from '../../../components/form-fields';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useAddProgressPost, useProgressPosts, type ProgressScope } from '../api/progress-posts';
import classes from './progress-posts.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';
/** The order statuses in which the piece is being made: the maker may post. */
const MAKING = new Set(['paid', 'in_progress']);

/**
 * The maker's progress posts on an order (issue 24): a timeline of photos with a line each, for
 * the buyer and the maker; while the order is being made, the maker adds one with the form.
 */
export function ProgressPostsPanel({
  scope,
  orderId,
  status,
  locale,
}: {
  scope: ProgressScope;
  orderId: string;
  status: string;
  locale: string;
}) {
  const t = useT();
  const posts = useProgressPosts(scope, orderId);
  const items = posts.data?.items ?? [];
  const canPost = scope === 'seller' && MAKING.has(status);
  const titleId = useId();
  if (!canPost && items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {t('madeToOrder.progressTitle')}
        </Title>
        {items.length > 0 ? (
          <ol className={classes.timeline} aria-label={t('madeToOrder.progressTimeline')}>
            {items.map((post) => (
              <ProgressPostItem key={post._id} post={post} locale={locale} />
            ))}
          </ol>
        ) : (
          <Text size="sm" c="var(--kramik-muted)">
            {t('madeToOrder.noProgress')}
          </Text>
        )}
        {canPost && <ProgressPostForm orderId={orderId} />}
      </Stack>
    </section>
  );
}

function ProgressPostItem({ post, locale }: { post: ProgressPost; locale: string }) {
  return (
    <li className={classes.post}>
      <a href={post.photo.url} target="_blank" rel="noreferrer">
        <img
          className={classes.photo}
          src={post.photo.thumb}
          srcSet={post.photo.srcset}
          sizes="160px"
          width={post.photo.width}
          height={post.photo.height}
          alt={post.text}
          loading="lazy"
        />
      </a>
      <Stack gap={2}>
        <Text size="sm" className={classes.text}>
          {post.text}
        </Text>
        <Text size="xs" c="var(--kramik-muted)">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time>
        </Text>
      </Stack>
    </li>
  );
}

function ProgressPostForm({ orderId }: { orderId: string }) {
  const t = useT();
  const add = useAddProgressPost(orderId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusErrors } = useErrorFocus();
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const photoErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!text.trim()) problems.text = t('validation.required');
    else if (text.trim().length > PROGRESS_POST_MAX_LENGTH)
      problems.text = t('validation.progressTextTooLong');
    if (!photo) problems.photo = t('madeToOrder.photoRequired');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusErrors();
      return;
    }
    add.mutate(
      { orderId, text: text.trim(), photo: photo! },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
          setErrors({});
          if (fileRef.current) fileRef.current.value = '';
          notifySuccess(t('madeToOrder.progressPosted'));
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          focusErrors();
          notifyApiError(error, t('madeToOrder.progressFailed'));
        },
      },
    );
  };

  return (
    <ReadableForm
      label={t('madeToOrder.progressForm')}
      formRef={formRef}
      onSubmit={submit}
      gap="sm"
    >
      <Textarea
        label={t('madeToOrder.progressText')}
        description={t('madeToOrder.progressTextHint', {
          count: PROGRESS_POST_MAX_LENGTH - text.trim().length,
        })}
        value={text}
        maxLength={PROGRESS_POST_MAX_LENGTH + 20}
        autosize
        minRows={2}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setErrors((c) => ({ ...c, text: undefined }));
        }}
        error={errors.text}
        required
      />
      <Stack gap={4} align="flex-start">
        <input
          ref={fileRef}
          id={inputId}
          className={files.input}
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={errors.photo ? photoErrorId : undefined}
          onChange={(e) => {
            setPhoto(e.currentTarget.files?.[0] ?? null);
            setErrors((c) => ({ ...c, photo: undefined }));
          }}
        />
        <Button component="label" htmlFor={inputId} variant="light" className={files.label}>
          {t('madeToOrder.progressPhoto')}
        </Button>
        {photo && (
          <Text size="xs" c="var(--kramik-muted)">
            {photo.name}
          </Text>
        )}
        {errors.photo && (
          <Text size="sm" c="var(--mantine-color-error)" id={photoErrorId}>
            {errors.photo}
          </Text>
        )}
      </Stack>
      <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('madeToOrder.postProgress')}
      </Button>
    </ReadableForm>
  );
}
