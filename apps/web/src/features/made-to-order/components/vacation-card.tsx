import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { addDays, dayOf, type Vacation, type VacationMode } from '@kramik/contract';
import { ReadableForm } from '../../../components/form-fields';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { formatDay } from '../../../lib/format-day';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useSaveVacation } from '../api/vacation';

/**
 * Vacation mode (issue 24): a return day and whether new orders pause until then or are taken
 * with their dates moved after it. Product pages and the maker page say so.
 */
export function VacationCard({ vacation, locale }: { vacation: Vacation; locale: string }) {
  const t = useT();
  const save = useSaveVacation();
  const [until, setUntil] = useState(vacation.until ?? '');
  const [mode, setMode] = useState<VacationMode>(vacation.mode ?? 'pause');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusErrors } = useErrorFocus();
  const tomorrow = addDays(dayOf(new Date()), 1);

  const send = (input: { until: string | null; mode: VacationMode }) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        setUntil(saved.until ?? '');
        notifySuccess(
          saved.until ? t('madeToOrder.vacationSaved') : t('madeToOrder.vacationEnded'),
        );
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusErrors();
        notifyApiError(error, t('madeToOrder.vacationFailed'));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!until) {
      setErrors({ until: t('validation.required') });
      focusErrors();
      return;
    }
    send({ until, mode });
  };

  return (
    <SectionCard
      title={t('madeToOrder.vacationTitle')}
      description={t('madeToOrder.vacationIntro')}
      landmark
    >
      <Stack gap="md">
        {vacation.until && vacation.mode && (
          <Text size="sm" fw={600} role="status">
            {vacation.mode === 'pause'
              ? t('madeToOrder.vacationOnPause', { date: formatDay(vacation.until, locale) })
              : t('madeToOrder.vacationOnDelay', { date: formatDay(vacation.until, locale) })}
          </Text>
        )}
        <ReadableForm label={t('madeToOrder.vacationTitle')} formRef={formRef} onSubmit={submit}>
          <TextInput
            type="date"
            label={t('madeToOrder.returnDate')}
            description={t('madeToOrder.returnDateHint')}
            min={tomorrow}
            value={until}
            onChange={(e) => {
              setUntil(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.until}
            required
          />
          <Radio.Group
            label={t('madeToOrder.whileAway')}
            value={mode}
            onChange={(value) => setMode(value)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="pause" label={t('madeToOrder.modePause')} />
              <Radio value="delay" label={t('madeToOrder.modeDelay')} />
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('madeToOrder.saveVacation')}
            </Button>
            {vacation.until && (
              <Button
                variant="default"
                disabled={save.isPending}
                onClick={() => send({ until: null, mode })}
              >
                {t('madeToOrder.endVacation')}
              </Button>
            )}
          </Group>
        </ReadableForm>
      </Stack>
    </SectionCard>
  );
}
