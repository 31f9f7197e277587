import type { ApiError } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/**
 * Downloads the payouts CSV of the days `from`–`to`: fetched with the admin's token (a plain link
 * would carry none), then saved through a temporary object URL.
 */
export async function downloadPayoutsCsv(from: string, to: string, locale: string) {
  const query = new URLSearchParams({ from, to });
  const token = getToken();
  const response = await fetch(`/api/admin/payouts.csv?${query.toString()}`, {
    headers: {
      Accept: 'text/csv, application/json',
      'Accept-Language': locale,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiError>;
    throw new ApiRequestError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      body.error ?? response.statusText,
      body.fields ?? {},
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `kramik-payouts-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
