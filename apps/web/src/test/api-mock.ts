import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown };
export type MockHandler = (request: { url: URL; init: RequestInit }) => MockReply | Promise<MockReply>;

/**
 * Replaces fetch with a table of `METHOD /path` handlers (path without /api/v1 and query). Unknown
 * calls fail the test loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, MockHandler | MockReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[route];
    if (!handler) throw new Error(`Unexpected request ${route}`);
    const reply = typeof handler === 'function' ? await handler({ url, init }) : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string) {
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}` === route)
    .map(({ url, init }) => ({
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    }));
}
