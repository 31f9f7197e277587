import type { ApiError } from '@kramik/contract';
import { ApiRequestError } from './api-client';
import { getToken } from './session';

/**
 * Fetches a file the API makes for the signed-in caller (a plain link would carry no token) and
 * hands it to the browser as a download named `filename`; a failure throws the server's message.
 */
export async function downloadFile(path: string, filename: string, accept: string, locale: string) {
  const token = getToken();
  const response = await fetch(path, {
    headers: {
      Accept: `${accept}, application/json`,
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
