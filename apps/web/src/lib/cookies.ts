import { currentScope } from './render-scope';

/** The cookies the page sees: the browser's, or on the server the request's. */
const visibleCookies = (): string =>
  currentScope().server?.cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);

/** Reads one cookie of `document.cookie` (or the given header text). */
export function readCookie(name: string, source: string = visibleCookies()): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
