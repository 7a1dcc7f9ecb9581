import type { VisitorChannel } from '@charla/contracts';
import { isHostAllowed } from './allowed-domains';
import { readableTextColor } from './readable-text-color';
import { WIDGET_CSS } from './widget-styles';
import { WIDGET_STRINGS, type WidgetLanguage } from './widget-strings';

/** Same value as the contracts' PUBLIC_KEY_HEADER; importing the contracts would bundle zod. */
export const WIDGET_PUBLIC_KEY_HEADER = 'x-public-key';

const CHAT_ICON = '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>';
const CLOSE_ICON = '<path d="M6 6l12 12M18 6L6 18"/>';
const IDENTITY_ATTRIBUTES = {
  identifier: 'identifier',
  identifierHash: 'identifierHash',
  name: 'name',
  email: 'email',
};

export type WidgetOptions = {
  /** Where Charla runs: the origin of the script's own src. */
  origin: string;
  publicKey: string;
  channelOid: string;
  position: 'right' | 'left';
  language: WidgetLanguage;
  /** The site's signed-in customer, passed on to /chat. */
  identity: Record<string, string>;
};

export type WidgetEnvironment = {
  document: Document;
  hostname: string;
  storage: Storage | null;
  fetch: typeof fetch;
};

/** The options of a `<script src=".../widget.js" data-key data-channel …>` tag; null when incomplete. */
export function readWidgetOptions(script: HTMLScriptElement): WidgetOptions | null {
  const { key, channel, position, language } = script.dataset;
  if (!key || !channel || !script.src) {
    console.warn('Charla widget: data-key and data-channel are required.');
    return null;
  }
  const pageLanguage = (language ?? script.ownerDocument.documentElement.lang ?? '')
    .slice(0, 2)
    .toLowerCase();
  const identity: Record<string, string> = {};
  for (const [attribute, param] of Object.entries(IDENTITY_ATTRIBUTES)) {
    const value = script.dataset[attribute];
    if (value) identity[param] = value;
  }
  return {
    origin: new URL(script.src).origin,
    publicKey: key,
    channelOid: channel,
    position: position === 'left' ? 'left' : 'right',
    language: pageLanguage === 'en' ? 'en' : 'es',
    identity,
  };
}

async function fetchChannel(options: WidgetOptions, env: WidgetEnvironment): Promise<VisitorChannel | null> {
  const url = `${options.origin}/api/v1/developer/channel?channelOid=${encodeURIComponent(options.channelOid)}`;
  try {
    const response = await env.fetch(url, { headers: { [WIDGET_PUBLIC_KEY_HEADER]: options.publicKey } });
    const body = (await response.json()) as { data?: VisitorChannel; error?: { message?: string } };
    if (response.ok && body.data) return body.data;
    console.warn(
      `Charla widget: ${body.error?.message ?? `the channel could not be loaded (${response.status}).`}`,
    );
  } catch {
    console.warn('Charla widget: the channel could not be loaded.');
  }
  return null;
}

function chatUrl(options: WidgetOptions): string {
  const params = new URLSearchParams({
    key: options.publicKey,
    channel: options.channelOid,
    lang: options.language,
    embed: '1',
    ...options.identity,
  });
  return `${options.origin}/chat?${params.toString()}`;
}

export type WidgetHandle = { host: HTMLElement; open: () => void; close: () => void; remove: () => void };

/**
 * Adds the launcher (and, on first open, the chat iframe) to the page when the channel allows this
 * site. Answers null, with a console warning, when it does not or the channel cannot be loaded.
 */
export async function mountWidget(
  options: WidgetOptions,
  env: WidgetEnvironment = {
    document,
    hostname: location.hostname,
    storage: safeSessionStorage(),
    fetch: (...args) => fetch(...args),
  },
): Promise<WidgetHandle | null> {
  const channel = await fetchChannel(options, env);
  if (!channel) return null;
  if (!isHostAllowed(env.hostname, channel.allowedDomains)) {
    console.warn(`Charla widget: ${env.hostname} is not among the channel's allowed domains.`);
    return null;
  }
  const doc = env.document;
  const strings = WIDGET_STRINGS[options.language];
  const openKey = `charla.widget.open.${options.channelOid}`;
  const color = /^#[0-9a-f]{6}$/i.test(channel.color) ? channel.color : '#1c7ed6';

  const host = doc.createElement('div');
  host.setAttribute('data-charla-widget', options.channelOid);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${WIDGET_CSS}</style><div class="${options.position}"><div class="panel" id="panel" hidden></div><button type="button" class="launcher" aria-controls="panel" aria-expanded="false"><svg viewBox="0 0 24 24" aria-hidden="true"></svg><span class="badge" aria-hidden="true" hidden></span></button></div>`;
  const panel = root.querySelector<HTMLElement>('.panel')!;
  const launcher = root.querySelector<HTMLButtonElement>('.launcher')!;
  const icon = launcher.querySelector('svg')!;
  const badge = launcher.querySelector<HTMLElement>('.badge')!;
  launcher.style.background = color;
  launcher.style.color = readableTextColor(color);

  let iframe: HTMLIFrameElement | null = null;
  let isOpen = false;
  let unread = 0;

  const tellChat = () =>
    iframe?.contentWindow?.postMessage({ type: isOpen ? 'charla:open' : 'charla:close' }, options.origin);

  const render = () => {
    icon.innerHTML = isOpen ? CLOSE_ICON : CHAT_ICON;
    panel.hidden = !isOpen;
    launcher.setAttribute('aria-expanded', String(isOpen));
    const label = isOpen ? strings.close : strings.open;
    launcher.setAttribute('aria-label', unread > 0 ? `${label} (${strings.unread(unread)})` : label);
    badge.hidden = unread === 0;
    badge.textContent = unread > 9 ? '9+' : String(unread);
  };

  const setOpen = (next: boolean) => {
    isOpen = next;
    try {
      env.storage?.setItem(openKey, next ? '1' : '0');
    } catch {
      // Storage refused: the state is only lost on the next page.
    }
    if (next && !iframe) {
      // Created on first open: a visitor who never opens the chat costs no session and no socket.
      iframe = doc.createElement('iframe');
      iframe.title = channel.title;
      iframe.src = chatUrl(options);
      panel.append(iframe);
    } else tellChat();
    render();
    if (next) iframe?.focus();
  };

  const onMessage = (event: MessageEvent) => {
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== options.origin) return;
    const data = event.data as { type?: unknown; count?: unknown } | null;
    if (data?.type === 'charla:ready') tellChat();
    else if (data?.type === 'charla:unread' && typeof data.count === 'number' && data.count >= 0) {
      unread = Math.floor(data.count);
      render();
    }
  };

  launcher.addEventListener('click', () => {
    setOpen(!isOpen);
    if (!isOpen) launcher.focus();
  });
  doc.defaultView?.addEventListener('message', onMessage);
  render();
  (doc.body ?? doc.documentElement).append(host);
  if (readStorage(env.storage, openKey) === '1') setOpen(true);

  return {
    host,
    open: () => setOpen(true),
    close: () => setOpen(false),
    remove: () => {
      doc.defaultView?.removeEventListener('message', onMessage);
      host.remove();
    },
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStorage(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
