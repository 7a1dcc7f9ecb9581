import {
  isNotifiableErrorCode,
  VALIDATION_CODE,
  type ErrorBody,
  type ValidationDetail,
} from '@charla/contracts';
import { notify } from '@/components/notifications/notify';
import { API_BASE } from './config';
import { currentLanguage, i18n } from './i18n';
import { getToken } from './session/token-store';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw calls never show a notification; the caller handles the failure. */
  raw?: boolean;
  signal?: AbortSignal;
};

/** A failure answered by the API in the `{error}` envelope. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly reason: string | undefined;
  readonly details: ValidationDetail[];

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.reason = body.reason;
    this.details = body.details ?? [];
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildInit({ method = 'GET', body, headers, signal }: ApiRequestOptions): RequestInit {
  const finalHeaders: Record<string, string> = {
    Accept: 'application/json',
    // The server words its messages in this language (the fallback when a reason is not translated).
    'Accept-Language': currentLanguage(),
    ...headers,
  };
  const token = getToken();
  if (token) finalHeaders.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    finalHeaders['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return { method, headers: finalHeaders, body: payload, signal, credentials: 'same-origin' };
}

/** The body as JSON, or null when it is empty or not JSON (a proxy's error page). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The API's error envelope, or a generic one that keeps the HTTP status as code. */
export function toErrorBody(status: number, json: unknown): ErrorBody {
  const error = (json as { error?: Partial<ErrorBody> } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') return error as ErrorBody;
  // A proxy or crash page instead of the API's envelope: keep the HTTP-like code so the user still hears about it.
  return { code: String(status), message: i18n.t('errors:common.internal'), reason: 'common.internal' };
}

/** Spec §8: three-character codes and VALIDATION are shown; the title is translated by reason. */
export function notifyApiError(error: ApiError): void {
  if (!isNotifiableErrorCode(error.code)) return;
  const title = error.reason
    ? i18n.t(`errors:${error.reason}`, { defaultValue: error.message })
    : error.message;
  const description =
    error.code === VALIDATION_CODE && error.details.length > 0
      ? error.details.map((detail) => (detail.path ? `${detail.path}: ${detail.message}` : detail.message))
      : undefined;
  notify({ type: 'error', title, description });
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as Error | null)?.name === 'AbortError';
}

/** Calls the Charla API and unwraps `{data}`; failures throw ApiError after notifying (unless raw). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(options));
  } catch (error) {
    if (isAbortError(error)) console.warn(`Request aborted: ${path}`);
    else console.error(`Request failed: ${path}`, error);
    throw error;
  }
  const json = await readJson(response);
  if (!response.ok || (json as { error?: unknown } | null)?.error) {
    const error = new ApiError(response.status, toErrorBody(response.status, json));
    if (!options.raw) notifyApiError(error);
    throw error;
  }
  return (json as { data: T } | null)?.data as T;
}
