/**
 * The dashboards' periods, in UTC days (the orders list's date filter counts UTC days too): today
 * since midnight UTC, the last 7 and the last 30 days with today included.
 */
export interface DashboardWindows {
  today: Date;
  days7: Date;
  days30: Date;
  /** The first of the 30 days of the chart, `YYYY-MM-DD`, and every day up to today. */
  days: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function windowsAt(now: Date): DashboardWindows {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysBack = (n: number) => new Date(today.getTime() - n * DAY_MS);
  return {
    today,
    days7: daysBack(6),
    days30: daysBack(29),
    days: Array.from({ length: 30 }, (_, i) =>
      daysBack(29 - i)
        .toISOString()
        .slice(0, 10),
    ),
  };
}
