/**
 * The visitor token survives reloads in localStorage, one per public key and channel, so the customer
 * finds the same conversation again. Storage can be blocked (private modes, third-party iframes): then
 * the chat still works, only for this page's lifetime.
 */
const storageKey = (publicKey: string, channelOid: string) => `charla.visitor.${publicKey}.${channelOid}`;

export function readVisitorToken(publicKey: string, channelOid: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(publicKey, channelOid));
  } catch {
    return null;
  }
}

export function storeVisitorToken(publicKey: string, channelOid: string, token: string): void {
  try {
    window.localStorage.setItem(storageKey(publicKey, channelOid), token);
  } catch {
    // Blocked storage: nothing to keep.
  }
}

export function forgetVisitorToken(publicKey: string, channelOid: string): void {
  try {
    window.localStorage.removeItem(storageKey(publicKey, channelOid));
  } catch {
    // Blocked storage: nothing was kept.
  }
}
