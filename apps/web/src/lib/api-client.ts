// One way to call the API: `{ data }` on success, `{ errors: [...] }` on failure (docs/product/booking-flow.md, When
// something goes wrong). Query arrays go in bracket format (`retailers[]=cvs`), nested objects as `sw[lat]=…`, and
// lists of objects (services) as JSON, which is what the server's contracts read.
import { BOT_CHECK_HEADER } from '@vaxnear/domain/contracts/bot-check';
import type { ApiErrorItem } from '@vaxnear/domain/contracts/errors';
import { noteServerDate } from './server-clock.ts';

export type { ApiErrorItem };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.map((e) => e.message).join('; ') || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get codes(): string[] {
    return this.errors.map((e) => e.code);
  }
}

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[]
  | Record<string, string | number>
  | readonly object[];

export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.some((item) => typeof item === 'object')) params.append(key, JSON.stringify(value));
      else for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) params.append(`${key}[${inner}]`, String(innerValue));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ApiRequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  botCheckToken?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** How many times a read answered 503 with a short Retry-After is asked again. */
const BUSY_RETRIES = 2;
/** A longer wait than this is not waited for: the person is told instead. */
const BUSY_RETRY_MAX_MS = 5000;

function busyRetryAfterMs(response: Response): number | null {
  if (response.status !== 503) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 <= BUSY_RETRY_MAX_MS ? seconds * 1000 : null;
}

/** Waits, unless the caller gives up first (a new search): then the wait ends as the fetch would, with AbortError. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new DOMException('The read was given up while it waited to be asked again.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Calls `/api/v1${path}` and returns `data`; throws ApiError with the server's errors otherwise. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.botCheckToken) headers[BOT_CHECK_HEADER] = options.botCheckToken;
  let response: Response;
  let sentAt: number;
  for (let attempt = 0; ; attempt += 1) {
    sentAt = Date.now();
    try {
      response = await fetch(`/api/v1${path}${toQueryString(options.query ?? {})}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, [
        { code: 'NETWORK_ERROR', message: 'We could not reach the server. Check your connection and try again.' },
      ]);
    }
    // A read the server refused as too busy (decisions 267, 305) is asked again once the time it gives has passed, up
    // to BUSY_RETRIES times: the person sees the answer a few seconds later instead of "try again". Writes are never
    // sent twice by this.
    const wait = method === 'GET' && attempt < BUSY_RETRIES ? busyRetryAfterMs(response) : null;
    if (wait === null) break;
    await response.body?.cancel().catch(() => undefined);
    await pause(wait, options.signal);
  }
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  const payload = (await response.json().catch(() => null)) as { data?: T; errors?: ApiErrorItem[] } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.errors ?? [{ code: 'SOMETHING_WENT_WRONG', message: `Request failed with status ${response.status}` }],
    );
  }
  return payload?.data as T;
}
