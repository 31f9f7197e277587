import { downloadFile } from '../../../lib/download';

/** Downloads the payouts CSV of the days `from`–`to`, with the admin's token. */
export function downloadPayoutsCsv(from: string, to: string, locale: string) {
  const query = new URLSearchParams({ from, to });
  return downloadFile(
    `/api/admin/payouts.csv?${query.toString()}`,
    `kramik-payouts-${from}-${to}.csv`,
    'text/csv',
    locale,
  );
}
