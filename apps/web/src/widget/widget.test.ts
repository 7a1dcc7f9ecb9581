// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { PUBLIC_KEY_HEADER, type VisitorChannel } from '@charla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mountWidget,
  readWidgetOptions,
  WIDGET_PUBLIC_KEY_HEADER,
  type WidgetHandle,
  type WidgetOptions,
} from './widget';

const ORIGIN = 'https://charla.example';
const CHANNEL_ID = '55555555-5555-4555-8555-555555555555';
const OPTIONS: WidgetOptions = {
  origin: ORIGIN,
  publicKey: 'pk_live',
  channelOid: CHANNEL_ID,
  position: 'right',
  language: 'es',
  identity: {},
};
const CHANNEL: VisitorChannel = {
  _id: CHANNEL_ID,
  type: 'webchat',
  title: 'Tienda Sol',
  welcomeMessage: '',
  color: '#2f9e44',
  allowedDomains: ['tienda.example.com', '*.example.org'],
  identityVerificationRequired: false,
  organization: { name: 'Sol S.L.', imageUrl: null },
};

const channelFetch = (channel: VisitorChannel = CHANNEL) =>
  vi.fn(async () => new Response(JSON.stringify({ data: channel }), { status: 200 }));

function env(hostname: string, fetch = channelFetch()) {
  return { document, hostname, storage: window.sessionStorage, fetch };
}

const parts = (handle: WidgetHandle) => {
  const root = handle.host.shadowRoot!;
  return {
    launcher: root.querySelector('button')!,
    badge: root.querySelector<HTMLElement>('.badge')!,
    panel: root.querySelector<HTMLElement>('.panel')!,
    iframe: () => root.querySelector('iframe'),
  };
};

describe('the widget loader', () => {
  let handle: WidgetHandle | null = null;
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    handle?.remove();
    handle = null;
  });

  it('sends the public key the client API expects', () => {
    expect(WIDGET_PUBLIC_KEY_HEADER).toBe(PUBLIC_KEY_HEADER);
  });

  it('reads its options from its own script tag', () => {
    const script = document.createElement('script');
    script.src = `${ORIGIN}/widget.js`;
    Object.assign(script.dataset, {
      key: 'pk_live',
      channel: CHANNEL_ID,
      position: 'left',
      language: 'en',
      identifier: 'user-42',
      identifierHash: 'ab'.repeat(32),
    });
    expect(readWidgetOptions(script)).toEqual({
      ...OPTIONS,
      position: 'left',
      language: 'en',
      identity: { identifier: 'user-42', identifierHash: 'ab'.repeat(32) },
    });
  });

  it('refuses to render, with a warning, on a site the channel does not allow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const hostname of ['example.org', 'evil.net', 'www.tienda.example.com']) {
      expect(await mountWidget(OPTIONS, env(hostname))).toBeNull();
    }
    expect(document.querySelector('[data-charla-widget]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.net'));
  });

  it('asks Charla for the channel with the public key', async () => {
    const fetch = channelFetch();
    handle = await mountWidget(OPTIONS, env('tienda.example.com', fetch));
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/api/v1/developer/channel?channelOid=${CHANNEL_ID}`, {
      headers: { 'x-public-key': 'pk_live' },
    });
  });

  it('adds a launcher in the channel colour and opens the chat iframe lazily', async () => {
    handle = await mountWidget({ ...OPTIONS, identity: { name: 'Luis' } }, env('shop.example.org'));
    const { launcher, panel, iframe } = parts(handle!);
    expect(document.body.contains(handle!.host)).toBe(true);
    expect(launcher.getAttribute('aria-label')).toBe('Abrir el chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.style.background).toContain('#2f9e44');
    expect(iframe()).toBeNull();
    expect(panel.hidden).toBe(true);

    launcher.click();
    const frame = iframe()!;
    expect(frame.title).toBe('Tienda Sol');
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/chat`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'pk_live',
      channel: CHANNEL_ID,
      lang: 'es',
      embed: '1',
      name: 'Luis',
    });
    expect(panel.hidden).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-label')).toBe('Cerrar el chat');
    expect(window.sessionStorage.getItem(`charla.widget.open.${CHANNEL_ID}`)).toBe('1');

    launcher.click();
    expect(panel.hidden).toBe(true);
    expect(iframe()).toBe(frame);
    expect(window.sessionStorage.getItem(`charla.widget.open.${CHANNEL_ID}`)).toBe('0');
  });

  it('reopens after a page change when it was left open', async () => {
    window.sessionStorage.setItem(`charla.widget.open.${CHANNEL_ID}`, '1');
    handle = await mountWidget({ ...OPTIONS, position: 'left', language: 'en' }, env('tienda.example.com'));
    const { launcher, iframe } = parts(handle!);
    expect(iframe()).not.toBeNull();
    expect(launcher.getAttribute('aria-label')).toBe('Close the chat');
    expect(handle!.host.shadowRoot!.querySelector('.left')).not.toBeNull();
  });

  it('shows the unread count the chat reports, and tells the chat when it opens and closes', async () => {
    handle = await mountWidget(OPTIONS, env('tienda.example.com'));
    const { launcher, badge, iframe } = parts(handle!);
    launcher.click();
    // Iframe pages do not load in tests; this stands in for the chat's window.
    const chat = { postMessage: vi.fn() };
    Object.defineProperty(iframe()!, 'contentWindow', { value: chat });
    const toChat = chat.postMessage;
    const fromChat = (data: unknown, { origin = ORIGIN, source = chat as unknown as Window | null } = {}) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

    fromChat({ type: 'charla:ready' });
    expect(toChat).toHaveBeenLastCalledWith({ type: 'charla:open' }, ORIGIN);

    launcher.click();
    expect(toChat).toHaveBeenLastCalledWith({ type: 'charla:close' }, ORIGIN);
    fromChat({ type: 'charla:unread', count: 3 });
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
    expect(launcher.getAttribute('aria-label')).toBe('Abrir el chat (3 mensajes nuevos)');

    fromChat({ type: 'charla:unread', count: 7 }, { origin: 'https://evil.net' });
    fromChat({ type: 'charla:unread', count: 7 }, { source: window });
    expect(badge.textContent).toBe('3');

    launcher.click();
    expect(toChat).toHaveBeenLastCalledWith({ type: 'charla:open' }, ORIGIN);
    fromChat({ type: 'charla:unread', count: 0 });
    expect(badge.hidden).toBe(true);
  });

  it('keeps its styles inside a shadow root with a top z-index', async () => {
    handle = await mountWidget(OPTIONS, env('tienda.example.com'));
    const style = handle!.host.shadowRoot!.querySelector('style')!.textContent!;
    expect(style).toContain('z-index:2147483000');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
