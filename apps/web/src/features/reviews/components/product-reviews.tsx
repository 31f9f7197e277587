import '@mantine/core/styles/Progress.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  REVIEW_ANSWER_MAX,
  ReviewAnswerInputSchema,
  type PublicReview,
  type ReviewSummary,
} from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { formatDate, formatOneDecimal } from '../../../lib/format';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useProductReviews } from '../api/list-product-reviews';
import { useAnswerReview } from '../api/write-review';
import { ReviewStars } from './review-stars';

/**
 * The product page's reviews: the summary the review writes keep (mean, count, how many gave each
 * star), then the reviews newest first with the buyer's first name and initial, the "verified
 * purchase" badge and the maker's answer. The product's maker, signed in, answers here.
 */
export function ProductReviews({
  productId,
  locale,
  isMaker,
  reviewExtra,
}: {
  productId: string;
  locale: string;
  /** Whether the viewer is the product's maker, who may answer each review once. */
  isMaker: boolean;
  /** What the route adds to each review (the "Report" link). */
  reviewExtra?: (review: PublicReview) => ReactNode;
}) {
  const t = useT();
  const query = useProductReviews(productId);

  return (
    <Paper
      component="section"
      id="reviews"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      withBorder
      aria-labelledby="reviews-title"
    >
      <Title order={2} fz="xl" id="reviews-title" mb="md">
        {t('reviews.title')}
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={90} />
          <Skeleton height={60} />
        </Stack>
      ) : query.isError ? (
        <LoadError message={t('reviews.loadFailed')} onRetry={query.refetch} />
      ) : (
        <Stack gap="xl">
          <Summary summary={query.data.pages[0]!.summary} locale={locale} />
          {query.data.pages[0]!.items.length === 0 ? (
            <Text c="var(--kramik-muted)">{t('reviews.none')}</Text>
          ) : (
            <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {query.data.pages.flatMap((page) =>
                page.items.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    locale={locale}
                    productId={productId}
                    canAnswer={isMaker && review.answer === null}
                    extra={reviewExtra?.(review)}
                  />
                )),
              )}
            </Stack>
          )}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('reviews.more')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function Summary({ summary, locale }: { summary: ReviewSummary; locale: string }) {
  const t = useT();
  if (summary.count === 0 || summary.average === null) return null;
  const average = formatOneDecimal(summary.average, locale);
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      <Stack gap={2} align="center" miw={120}>
        <Text fz={40} fw={700} lh={1} data-testid="review-average">
          {average}
        </Text>
        <ReviewStars rating={summary.average} />
        <Text size="sm" c="var(--kramik-muted)">
          {t('reviews.count', { reviews: summary.count })}
        </Text>
      </Stack>
      <Stack
        gap={4}
        style={{ flex: '1 1 260px', listStyle: 'none' }}
        maw={400}
        component="ul"
        p={0}
        m={0}
        aria-label={t('reviews.distribution')}
      >
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1]!;
          return (
            <Group key={stars} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" w={120}>
                {t('reviews.starChoice', { stars })}
              </Text>
              <Progress
                value={(n / summary.count) * 100}
                color="clay.7"
                style={{ flex: 1 }}
                aria-hidden="true"
              />
              <Text size="sm" w={32} ta="right">
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}

function ReviewItem({
  review,
  locale,
  productId,
  canAnswer,
  extra,
}: {
  review: PublicReview;
  locale: string;
  productId: string;
  canAnswer: boolean;
  extra?: ReactNode;
}) {
  const t = useT();
  return (
    <li>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <ReviewStars rating={review.rating} />
          <Text fw={600}>{review.author}</Text>
          {review.verifiedPurchase && (
            <Badge
              size="sm"
              // A pale green pill with dark green text: 7.7:1, readable at this small size.
              styles={{ root: { background: '#e3f6ef', color: '#0b5c44' } }}
              tt="none"
            >
              {t('reviews.verifiedPurchase')}
            </Badge>
          )}
          <Text size="sm" c="var(--kramik-muted)">
            {formatDate(review.createdAt, locale)}
            {review.editedAt ? ` · ${t('reviews.edited')}` : ''}
          </Text>
          {extra}
        </Group>
        {review.comment && <Text style={{ overflowWrap: 'anywhere' }}>{review.comment}</Text>}
        {review.answer && (
          <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)" ml={{ base: 0, sm: 'lg' }}>
            <Text size="sm" fw={600}>
              {t('reviews.makerAnswer')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.answer.text}
            </Text>
          </Paper>
        )}
        {canAnswer && <AnswerForm review={review} productId={productId} />}
      </Stack>
    </li>
  );
}

function AnswerForm({ review, productId }: { review: PublicReview; productId: string }) {
  const t = useT();
  const answer = useAnswerReview(productId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusErrors } = useErrorFocus();

  if (!open) {
    return (
      <Button
        variant="default"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
        aria-label={t('reviews.answerFor', { author: review.author })}
      >
        {t('reviews.answer')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ReviewAnswerInputSchema, { answer: text }, t);
    if (checked.errors) {
      setErrors(checked.errors);
      focusErrors();
      return;
    }
    answer.mutate(
      { id: review._id, ...checked.data },
      {
        onSuccess: () => notifySuccess(t('reviews.answerSent')),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          focusErrors();
          notifyApiError(error, t('reviews.answerFailed'));
        },
      },
    );
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={forms.readable}>
      <Stack gap="xs" align="flex-start" ml={{ base: 0, sm: 'lg' }}>
        <Textarea
          label={t('reviews.answerLabel')}
          description={t('reviews.answerHint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (errors.answer) setErrors({});
          }}
          error={errors.answer}
          maxLength={REVIEW_ANSWER_MAX}
          autosize
          minRows={2}
          required
          w="100%"
          maw={560}
        />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={answer.isPending}>
            {t('reviews.sendAnswer')}
          </Button>
          <Button variant="default" size="sm" onClick={() => setOpen(false)}>
            {t('reviews.cancelEdit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
