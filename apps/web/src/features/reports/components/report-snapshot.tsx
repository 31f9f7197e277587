import '@mantine/core/styles/Image.css';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ReportSnapshot as Snapshot } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import classes from './reports.module.css';

/** A text of the reported object, kept as written: shown as text, line breaks kept. */
function Kept({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="sm" c="var(--kramik-muted)">
        {label}
      </Text>
      <Text className={classes.kept}>{text || '—'}</Text>
    </div>
  );
}

/**
 * The reported object as it was when reported (the evidence). Every text is rendered as text by
 * React, never as HTML.
 */
export function ReportSnapshot({
  snapshot,
  targetId,
  locale,
}: {
  snapshot: Snapshot;
  targetId: string | null;
  locale: string;
}) {
  const t = useT();
  switch (snapshot.type) {
    case 'product':
      return (
        <Stack gap="xs">
          <Kept label={t('adminReports.snapshot.name')} text={snapshot.name} />
          <Text>
            {t('adminReports.snapshot.price')}:{' '}
            {formatMoney(snapshot.price.amount, snapshot.price.currency, locale)} ·{' '}
            {t('adminReports.snapshot.maker')}:{' '}
            <Anchor component={Link} to={`/company/${snapshot.maker._id}`}>
              {snapshot.maker.shortName}
            </Anchor>{' '}
            ({snapshot.maker.companyName})
          </Text>
          <Kept label={t('adminReports.snapshot.description')} text={snapshot.description} />
          {snapshot.pictures.length > 0 && (
            <Group gap="xs">
              {snapshot.pictures.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  alt={t('adminReports.snapshot.picture', { number: index + 1 })}
                  w={96}
                  h={96}
                  radius="sm"
                  fit="cover"
                />
              ))}
            </Group>
          )}
          {targetId && (
            <Anchor component={Link} to={`/products/${targetId}`} size="sm">
              {t('adminReports.snapshot.openProduct')}
            </Anchor>
          )}
        </Stack>
      );
    case 'company':
      return (
        <Stack gap="xs">
          <Kept
            label={t('adminReports.snapshot.name')}
            text={`${snapshot.shortName} (${snapshot.companyName})`}
          />
          <Text size="sm">
            {snapshot.city}, {snapshot.country}
          </Text>
          <Kept label={t('adminReports.snapshot.description')} text={snapshot.description} />
          {targetId && (
            <Anchor component={Link} to={`/company/${targetId}`} size="sm">
              {t('adminReports.snapshot.openCompany')}
            </Anchor>
          )}
        </Stack>
      );
    case 'review':
    case 'message':
      return (
        <Stack gap="xs">
          <Text size="sm">
            {t('adminReports.snapshot.author')}: {snapshot.author.name}
            {snapshot.type === 'review' && snapshot.rating !== null
              ? ` · ${t('adminReports.snapshot.rating', { rating: snapshot.rating })}`
              : ''}
          </Text>
          <Kept label={t('adminReports.snapshot.text')} text={snapshot.text} />
          {snapshot.type === 'review' && snapshot.answer !== null && (
            <Kept label={t('adminReports.snapshot.answer')} text={snapshot.answer} />
          )}
          {snapshot.type === 'review' && snapshot.productId && (
            <Anchor component={Link} to={`/products/${snapshot.productId}`} size="sm">
              {t('adminReports.snapshot.openProduct')}
            </Anchor>
          )}
        </Stack>
      );
    case 'none':
      return <Text c="var(--kramik-muted)">{t('adminReports.snapshot.none')}</Text>;
  }
}
