import '@mantine/core/styles/Table.css';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import classes from './dashboard.module.css';
import { longDay, shortDay } from './day-format';

interface Day {
  date: string;
  orders: number;
}

/** The top of the scale: the day with most orders rounded up to 2, 5 or 10 times a power of ten. */
export function scaleTop(max: number) {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const WIDTH = 300;
const HEIGHT = 100;

/**
 * Orders per day as bars, drawn in SVG without a chart library. The picture is one image for
 * screen readers (its title and a description with the total and the busiest day); the numbers
 * themselves are in a table under "Show the numbers". The axis labels are HTML beside the picture,
 * so they stay legible at any width while the bars stretch.
 */
export function OrdersChart({ days, locale }: { days: Day[]; locale: string }) {
  const t = useT();
  const id = useId();
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  const busiest = days.reduce<Day | null>(
    (best, day) => (day.orders > (best?.orders ?? 0) ? day : best),
    null,
  );
  const top = scaleTop(busiest?.orders ?? 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const number = new Intl.NumberFormat(locale);
  const description = busiest
    ? t('dashboard.chart.description', {
        total: number.format(total),
        day: longDay(busiest.date, locale),
        count: busiest.orders,
      })
    : t('dashboard.chart.none');
  const middle = days[Math.floor(days.length / 2)];
  return (
    <Stack gap="xs">
      <Group gap="xs" align="stretch" wrap="nowrap">
        <Stack
          justify="space-between"
          gap={0}
          aria-hidden
          className={classes.axis}
          style={{ height: 160 }}
        >
          <span>{number.format(top)}</span>
          <span>{number.format(top / 2)}</span>
          <span>0</span>
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <svg
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height={160}
            className={classes.chart}
          >
            <title id={`${id}-title`}>{t('dashboard.chart.title')}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            {[0, 0.5, 1].map((f) => (
              <line
                key={f}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT - f * HEIGHT + (f === 0 ? -0.5 : f === 1 ? 0.5 : 0)}
                y2={HEIGHT - f * HEIGHT + (f === 0 ? -0.5 : f === 1 ? 0.5 : 0)}
                className={f === 0 ? classes.baseline : classes.grid}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, i) => {
              const height = (day.orders / top) * HEIGHT;
              return (
                <rect
                  key={day.date}
                  x={i * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={HEIGHT - height}
                  height={height}
                  rx={1}
                  className={i === days.length - 1 ? classes.today : classes.bar}
                />
              );
            })}
          </svg>
          <Group justify="space-between" aria-hidden className={classes.axis} mt={4}>
            <span>{days[0] ? shortDay(days[0].date, locale) : ''}</span>
            <span>{middle ? shortDay(middle.date, locale) : ''}</span>
            <span>{t('dashboard.chart.today')}</span>
          </Group>
        </Box>
      </Group>
      <details className={classes.details}>
        <summary>{t('dashboard.chart.showNumbers')}</summary>
        <Box style={{ overflowX: 'auto' }} mt="xs">
          <Table striped withTableBorder verticalSpacing={4} fz="sm" captionSide="top" maw={360}>
            <Table.Caption>{t('dashboard.chart.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.chart.day')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.chart.orders')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Th scope="row" fw={400}>
                    {longDay(day.date, locale)}
                  </Table.Th>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {number.format(day.orders)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </details>
      <Text size="xs" c="var(--kramik-muted)">
        {t('dashboard.utcNote')}
      </Text>
    </Stack>
  );
}
