import { PUBLIC_KEY_HEADER } from '@charla/contracts';
import { ApiError, buildUrl, readJson, toErrorBody, type QueryValue } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n';

/** Who calls the client API: the organization's public key and, once there is a session, the visitor. */
export type VisitorAuth = { publicKey: string; token?: string | null };

type VisitorRequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
};

/**
 * The client API as customers call it (the /chat page and the widget): the public key on every call and
 * the visitor token, never the agent's session. Failures throw ApiError without any toast; the chat
 * decides how to show them.
 */
export async function visitorRequest<T>(
  path: string,
  auth: VisitorAuth,
  { method = 'GET', query, body }: VisitorRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    [PUBLIC_KEY_HEADER]: auth.publicKey,
  };
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: payload,
    credentials: 'omit',
  });
  const json = await readJson(response);
  if (!response.ok || (json as { error?: unknown } | null)?.error) {
    throw new ApiError(response.status, toErrorBody(response.status, json));
  }
  return (json as { data: T } | null)?.data as T;
}

/** An error's words for the customer: its reason translated, else the server's message. */
export function describeVisitorError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.reason ? i18n.t(`errors:${error.reason}`, { defaultValue: error.message }) : error.message;
  }
  return i18n.t('errors:common.unavailable');
}
