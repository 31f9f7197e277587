import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError } from '../../../lib/notify';
import { downloadPayoutsCsv } from '../api/export-payouts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last full month, as the export's default period. */
function lastMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: day(first), to: day(last) };
}

/** Exports a period's payouts per maker as a CSV file for the accounts. */
export function PayoutsExport({ locale }: { locale: string }) {
  const t = useT();
  const [period, setPeriod] = useState(lastMonth);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: FieldErrors = {};
    if (!period.from) invalid.from = t('validation.required');
    if (!period.to) invalid.to = t('validation.required');
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await downloadPayoutsCsv(period.from, period.to, locale);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notifyApiError(error, t('adminPayments.payouts.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="payouts-export"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--kramik-surface)"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="payouts-export">
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={3} fz="lg" id="payouts-export">
              {t('adminPayments.payouts.exportTitle')}
            </Title>
            <Text size="sm" c="var(--kramik-muted)">
              {t('adminPayments.payouts.exportIntro')}
            </Text>
          </Stack>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label={t('adminPayments.payouts.from')}
              value={period.from}
              onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
              error={errors.from}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              type="date"
              label={t('adminPayments.payouts.to')}
              value={period.to}
              onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
              error={errors.to}
              w={{ base: '100%', xs: 180 }}
            />
            <Button type="submit" variant="default" loading={busy}>
              {t('adminPayments.payouts.export')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
