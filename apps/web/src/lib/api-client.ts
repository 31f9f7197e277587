import type { ApiError } from '@kramik/contract';
import { getToken } from './session';

let currentLocale = 'en-US';
let onUnauthorized: (() => void) | undefined;

/** How a request reaches the API: the browser's fetch, or the server's own (entry-server.tsx). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renderer answers the pages' calls itself, without a network hop. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export function setApiLocale(locale: string) {
  currentLocale = locale;
}

/** Called when an authorised call answers 401: the stored session is no longer valid. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** A failed API call, carrying the server's translated message, code and field messages. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function baseHeaders(extra: Record<string, string> = {}) {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale,
    ...extra,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

/** Sends the request and parses the answer, or throws an ApiRequestError with the error body. */
async function send<T>(path: string, init: RequestInit, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK', 'network');
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiError>;
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiRequestError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      body.error ?? response.statusText,
      body.fields ?? {},
    );
  }
  return data as T;
}

/** The one API client: sends the token and the chosen language, parses the error body. */
export async function api<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { headers, token } = baseHeaders(options.headers);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return send<T>(
    path,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    },
    token,
  );
}

/** Uploads multipart/form-data; the browser sets the Content-Type with its boundary. */
export async function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  formData: FormData,
): Promise<T> {
  const { headers, token } = baseHeaders();
  return send<T>(path, { method, headers, body: formData }, token);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
