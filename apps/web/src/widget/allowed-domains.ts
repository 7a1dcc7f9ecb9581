/**
 * Whether a site may show a channel's chat: `example.com` matches only that host, `*.example.com`
 * matches its subdomains (not the bare domain), and an empty list allows every site. Hosts compare
 * case-insensitively and without a trailing dot.
 */
export function isHostAllowed(hostname: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedDomains.some((entry) => {
    const domain = entry.toLowerCase();
    return domain.startsWith('*.')
      ? host.endsWith(domain.slice(1)) && host.length > domain.length - 1
      : host === domain;
  });
}

/** The same rule for a full origin (`https://shop.example.com:8443`), as postMessage reports it. */
export function isOriginAllowed(origin: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  try {
    return isHostAllowed(new URL(origin).hostname, allowedDomains);
  } catch {
    return false;
  }
}
