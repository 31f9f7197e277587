import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { localTime, WEEKDAYS, type OpeningHours } from '@kramik/contract';
import { formatIntervals, weekdayName } from '../shop-display';
import classes from './shops.module.css';

/** Monday to Sunday with the shop's hours; today (in the shop's zone) is highlighted. */
export function HoursTable({
  hours,
  timeZone,
  locale,
  now,
}: {
  hours: OpeningHours;
  timeZone: string;
  locale: string;
  now: Date;
}) {
  const t = useT();
  const today = localTime(now, timeZone).day;
  return (
    <Table
      className={classes.hours}
      verticalSpacing={6}
      horizontalSpacing="sm"
      aria-label={t('shops.hoursTitle')}
    >
      <Table.Tbody>
        {WEEKDAYS.map((day) => {
          const intervals = hours[day] ?? [];
          const isToday = day === today;
          return (
            <Table.Tr
              key={day}
              data-today={isToday || undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <Table.Th scope="row" fw={isToday ? 700 : 500}>
                {weekdayName(day, locale)}
                {isToday && (
                  <Text span size="xs" className={classes.todayTag}>
                    {t('shops.today')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td fw={isToday ? 600 : undefined}>
                {intervals.length > 0 ? formatIntervals(intervals) : t('shops.closed')}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
