import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/csrf.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = unknown>(): T;
}

/**
 * A browser in miniature over real HTTP, for a fleet of processes: it keeps
 * the cookies any of them set and may send each request to another address,
 * as a load balancer would. Mutations carry the CSRF header.
 */
export class HttpAgent {
  readonly cookies = new Map<string, string>();
  constructor(readonly headers: Record<string, string> = {}) {}

  async request(base: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    if (!SAFE.has(method) && !this.cookies.has(CSRF_COOKIE)) await this.request(base, 'GET', '/api/app-config');
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get(CSRF_COOKIE);
    if (!SAFE.has(method) && token) headers[CSRF_HEADER] = decodeURIComponent(token);
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, base), {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  /** A multipart form (an upload), with the cookies and the CSRF header. */
  async upload(base: string, path: string, form: FormData): Promise<HttpAnswer> {
    return this.request(base, 'POST', path, form);
  }
  get(base: string, path: string) {
    return this.request(base, 'GET', path);
  }
  post(base: string, path: string, body?: unknown) {
    return this.request(base, 'POST', path, body);
  }
  put(base: string, path: string, body?: unknown) {
    return this.request(base, 'PUT', path, body);
  }
}

/** An agent signed in as a demo account through the process at `base`. */
export async function signIn(base: string, email: string, headers: Record<string, string> = {}): Promise<HttpAgent> {
  const agent = new HttpAgent(headers);
  const answer = await agent.post(base, '/login', { email, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login as ${email} through ${base}: ${answer.status} ${answer.text}`);
  return agent;
}
