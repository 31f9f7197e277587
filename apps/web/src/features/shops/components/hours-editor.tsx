import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Button, Group, Input, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { WEEKDAYS, type OpeningInterval, type Weekday } from '@kramik/contract';
import {
  addInterval,
  changeInterval,
  copyDay,
  hoursFieldKey,
  normalizeTime,
  removeInterval,
  setDayOpen,
  WORKDAYS,
  type HoursDraft,
} from '../hours';
import { weekdayName } from '../shop-display';
import { TrashIcon } from '../../../components/icons';
import { CopyIcon, PlusIcon } from './icons';
import classes from './shops.module.css';

const MAX_INTERVALS = 4;

function TimeField({
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    // A bare Input: TextInput would replace our aria-describedby with its own (none here).
    <Input
      withAria={false}
      aria-invalid={invalid || undefined}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const tidy = normalizeTime(e.currentTarget.value);
        if (tidy !== e.currentTarget.value) onChange(tidy);
      }}
      error={invalid}
      aria-describedby={describedBy}
      inputMode="numeric"
      autoComplete="off"
      placeholder="09:00"
      maxLength={5}
      className={classes.time}
      size="md"
    />
  );
}

function DayRow({
  day,
  draft,
  errors,
  locale,
  onChange,
}: {
  day: Weekday;
  draft: HoursDraft;
  errors: Record<string, string | undefined>;
  locale: string;
  onChange: (draft: HoursDraft, day: Weekday) => void;
}) {
  const t = useT();
  const id = useId();
  const name = weekdayName(day, locale);
  const { open, intervals } = draft[day];
  const set = (next: HoursDraft) => onChange(next, day);
  const errorOf = (index: number, field: keyof OpeningInterval) =>
    errors[hoursFieldKey(day, index, field)];

  return (
    <div role="group" aria-labelledby={`${id}-day`} className={classes.dayRow}>
      <div className={classes.dayHead}>
        <Text id={`${id}-day`} fw={600} className={classes.dayName}>
          {name}
        </Text>
        <Switch
          checked={open}
          onChange={(e) => set(setDayOpen(draft, day, e.currentTarget.checked))}
          label={t('shopForm.open')}
          aria-label={t('shopForm.openOn', { day: name })}
          size="md"
        />
      </div>
      {!open && (
        <Text c="var(--kramik-muted)" className={classes.intervals}>
          {t('shopForm.closed')}
        </Text>
      )}
      {open && (
        <Stack gap={8} className={classes.intervals}>
          {intervals.map((interval, index) => {
            const message = errorOf(index, 'open') ?? errorOf(index, 'close');
            const messageId = message ? `${id}-error-${index}` : undefined;
            const n = index + 1;
            return (
              <div key={index}>
                <Group gap={8} wrap="nowrap" align="center">
                  <TimeField
                    label={t('shopForm.opensAt', { day: name, n })}
                    value={interval.open}
                    invalid={!!errorOf(index, 'open')}
                    describedBy={messageId}
                    onChange={(value) => set(changeInterval(draft, day, index, 'open', value))}
                  />
                  <Text aria-hidden="true" c="var(--kramik-muted)">
                    –
                  </Text>
                  <TimeField
                    label={t('shopForm.closesAt', { day: name, n })}
                    value={interval.close}
                    invalid={!!errorOf(index, 'close')}
                    describedBy={messageId}
                    onChange={(value) => set(changeInterval(draft, day, index, 'close', value))}
                  />
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    color="gray"
                    className={classes.removeInterval}
                    onClick={() => set(removeInterval(draft, day, index))}
                    aria-label={t('shopForm.removeHours', { day: name, n })}
                  >
                    <TrashIcon size={18} />
                  </ActionIcon>
                </Group>
                {message && (
                  <Text id={messageId} size="sm" c="var(--mantine-color-error)" mt={4}>
                    {message}
                  </Text>
                )}
              </div>
            );
          })}
          {intervals.length < MAX_INTERVALS && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<PlusIcon size={16} />}
              onClick={() => set(addInterval(draft, day))}
              aria-label={t('shopForm.addHoursOn', { day: name })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('shopForm.addHours')}
            </Button>
          )}
        </Stack>
      )}
    </div>
  );
}

/**
 * Opening hours for Monday to Sunday: each day closed, or open in one or more intervals typed as
 * `HH:MM` (`9`, `930` and `9.30` are tidied to `09:00` and `09:30` when the field is left).
 */
export function HoursEditor({
  value,
  errors,
  locale,
  onChange,
}: {
  value: HoursDraft;
  errors: Record<string, string | undefined>;
  locale: string;
  /** The new hours and the day that changed (its errors no longer apply). */
  onChange: (draft: HoursDraft, days: readonly Weekday[]) => void;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="var(--kramik-muted)" style={{ flex: '1 1 260px' }}>
          {t('shopForm.hoursHint')}
        </Text>
        <Button
          variant="default"
          size="compact-md"
          leftSection={<CopyIcon size={16} />}
          onClick={() => onChange(copyDay(value, 'mon', WORKDAYS), WORKDAYS)}
        >
          {t('shopForm.copyMonday', { day: weekdayName('mon', locale, false) })}
        </Button>
      </Group>
      <div className={classes.days}>
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            draft={value}
            errors={errors}
            locale={locale}
            onChange={(draft, changed) => onChange(draft, [changed])}
          />
        ))}
      </div>
    </Stack>
  );
}
