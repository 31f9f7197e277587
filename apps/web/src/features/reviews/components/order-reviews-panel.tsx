import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { CreateReviewInputSchema, REVIEW_COMMENT_MAX, type ReviewableItem } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useOrderReviews } from '../api/order-reviews';
import { useSaveReview } from '../api/write-review';
import { ReviewStars } from './review-stars';
import { StarInput } from './star-input';

/**
 * "Rate your items" in the buyer's order dialog (`/userorders`): each received item with the
 * buyer's review, a form to write it (1–5 stars and a comment of at most 60 characters, SPEC's
 * "Rate and then send"), or to change it within 30 days.
 */
export function OrderReviewsPanel({ orderId, locale }: { orderId: string; locale: string }) {
  const t = useT();
  const query = useOrderReviews(orderId);

  if (query.isPending) return <Skeleton height={120} radius="md" aria-busy="true" />;
  if (query.isError) {
    return <LoadError message={t('reviews.orderFailed')} onRetry={query.refetch} />;
  }
  const { items, receivedAt } = query.data;
  if (!receivedAt) return null;
  const until = items.find((item) => item.reviewableUntil)?.reviewableUntil;

  return (
    <Paper component="section" radius="md" p="md" withBorder aria-labelledby={`rate-${orderId}`}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg" id={`rate-${orderId}`}>
            {t('reviews.rateTitle')}
          </Title>
          {until && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('reviews.rateUntil', { date: formatDate(until, locale) })}
            </Text>
          )}
        </div>
        {items.map((item) => (
          <ItemReview key={item.orderItemId} orderId={orderId} item={item} locale={locale} />
        ))}
      </Stack>
    </Paper>
  );
}

function ItemReview({
  orderId,
  item,
  locale,
}: {
  orderId: string;
  item: ReviewableItem;
  locale: string;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const review = item.review;
  const name = item.productId ? (
    <Anchor
      component={Link}
      to={`/products/${item.productId}`}
      fw={600}
      c="var(--mantine-color-anchor)"
    >
      {item.name}
    </Anchor>
  ) : (
    <Text fw={600}>{item.name}</Text>
  );

  if (review && !editing) {
    return (
      <Stack gap={4} aria-label={item.name} role="group">
        {name}
        <Group gap="xs">
          <ReviewStars rating={review.rating} />
          {review.comment && <Text>{review.comment}</Text>}
        </Group>
        {review.answer && (
          <Text size="sm" c="var(--kramik-muted)">
            {t('reviews.makerAnswer')}: {review.answer.text}
          </Text>
        )}
        {review.editable ? (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              {t('reviews.edit')}
            </Button>
            <Text size="xs" c="var(--kramik-muted)">
              {t('reviews.editUntil', { date: formatDate(review.editableUntil, locale) })}
            </Text>
          </Group>
        ) : null}
      </Stack>
    );
  }
  if (!review && !item.canReview) {
    return (
      <Stack gap={4} role="group" aria-label={item.name}>
        {name}
        <Badge variant="light" color="gray">
          {t('reviews.notReviewable')}
        </Badge>
      </Stack>
    );
  }
  return (
    <Stack gap={6} role="group" aria-label={item.name}>
      {name}
      <ReviewForm
        orderId={orderId}
        item={item}
        onDone={() => setEditing(false)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </Stack>
  );
}

function ReviewForm({
  orderId,
  item,
  onDone,
  onCancel,
}: {
  orderId: string;
  item: ReviewableItem;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveReview(orderId);
  const [rating, setRating] = useState(item.review?.rating ?? 0);
  const [comment, setComment] = useState(item.review?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusErrors } = useErrorFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { orderItemId: item.orderItemId, rating: rating || undefined, comment };
    const checked = validateForm(CreateReviewInputSchema, values, t);
    if (checked.errors) {
      setErrors(checked.errors);
      focusErrors();
      return;
    }
    save.mutate(
      { ...checked.data, reviewId: item.review?._id },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess(t(item.review ? 'reviews.updated' : 'reviews.sent'));
          onDone();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          focusErrors();
          notifyApiError(error, t('reviews.sendFailed'));
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={forms.readable}>
      <Stack gap="sm" align="flex-start">
        <StarInput
          label={t('reviews.ratingLabel', { name: item.name })}
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
          error={errors.rating ?? errors.orderItemId}
        />
        <TextInput
          label={t('reviews.commentLabel')}
          description={t('reviews.commentHint', {
            left: REVIEW_COMMENT_MAX - comment.trim().length,
          })}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
          }}
          error={errors.comment}
          w="100%"
          maw={480}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t(item.review ? 'reviews.saveChanges' : 'reviews.send')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('reviews.cancelEdit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
