import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@kramik/contract';

/** Today, 7 days or 30 days: which period the figures above the chart are for. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const t = useT();
  return (
    <SegmentedControl
      aria-label={t('dashboard.period')}
      value={value}
      onChange={onChange}
      data={DASHBOARD_PERIODS.map((period) => ({
        value: period,
        label: t(`dashboard.periods.${period}`),
      }))}
      radius="xl"
    />
  );
}
