import type { FastifyInstance, InjectOptions } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import type { Database, Db } from '../db/client.js';
import { sentEmails } from '../db/schema/index.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/csrf.js';
import { DEMO_PASSWORD, seedAccounts, type SeededAccounts } from '../seed/accounts.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Ids of the demo accounts and of player@demo.gr's player. */
  seeded: SeededAccounts;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh migrated database (PGlite, or TEST_DATABASE_URL)
 * with hosts 1 and 2 and the demo accounts; APP_ENV test unless overridden.
 * The web app is not served, so unknown paths answer the API's 404.
 */
export async function createTestApp(overrides: Partial<Record<keyof Env, string>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const seeded = await seedAccounts(database.db);
    // A live test app runs without the bot check unless the test gives a secret (then it needs a token).
    const botCheck = overrides.BOT_CHECK_SECRET ? { BOT_CHECK_SITE_KEY: 'test-site-key' } : { BOT_CHECK: 'off' };
    const env = loadEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      ...botCheck,
      ...overrides,
    });
    const app = await buildApp({ env, database });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      seeded,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser in miniature: keeps the cookies the app sets (raw, as a browser
 * echoes them), and on every mutation sends X-XSRF-TOKEN copied from the
 * XSRF-TOKEN cookie, fetching one first when it has none.
 */
export interface AgentOptions {
  /** The client address the app sees (rate limits count per address). */
  ip?: string;
  userAgent?: string;
}

export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly options: AgentOptions = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    const raw = response.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<Response> {
    const method = (options.method ?? 'GET').toUpperCase();
    const { csrf = true, ...inject } = options;
    if (csrf && !SAFE.has(method) && !this.cookies.has(CSRF_COOKIE))
      await this.request({ method: 'GET', url: '/api/app-config' });
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const token = this.cookies.get(CSRF_COOKIE);
    if (csrf && !SAFE.has(method) && token) headers[CSRF_HEADER] = decodeURIComponent(token);
    headers['user-agent'] ??= this.options.userAgent ?? 'vitest-agent';
    const response = await this.app.inject({
      ...inject,
      method: method as InjectOptions['method'],
      headers,
      remoteAddress: this.options.ip ?? '127.0.0.1',
    });
    this.remember(response);
    return response;
  }

  get(url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) {
    return this.request({ ...options, method: 'GET', url });
  }
  post(
    url: string,
    payload?: object,
    options: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) {
    return this.request({ ...options, method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  }
  put(
    url: string,
    payload?: object,
    options: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) {
    return this.request({ ...options, method: 'PUT', url, ...(payload === undefined ? {} : { payload }) });
  }
  patch(
    url: string,
    payload?: object,
    options: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) {
    return this.request({ ...options, method: 'PATCH', url, ...(payload === undefined ? {} : { payload }) });
  }
  delete(url: string, options: Omit<InjectOptions, 'url' | 'method'> & { csrf?: boolean } = {}) {
    return this.request({ ...options, method: 'DELETE', url });
  }
}

export const agent = (app: FastifyInstance, options: AgentOptions = {}) => new Agent(app, options);

/** An agent signed in as `email` (a demo account unless a password is given). */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  options: AgentOptions & { password?: string } = {},
): Promise<Agent> {
  const { password = DEMO_PASSWORD, ...agentOptions } = options;
  const browser = agent(app, agentOptions);
  const response = await browser.post('/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return browser;
}

export interface StoredMail {
  id: number;
  subject: string;
  recipients: string[];
  body: string;
  textBody: string | null;
  replyTo: string | null;
  template: string | null;
  headers: Record<string, string> | null;
}

/** The mails stored for `to`, newest first (what a test follows links from). */
export async function mailsTo(db: Db, to: string): Promise<StoredMail[]> {
  return db
    .select({
      id: sentEmails.id,
      subject: sentEmails.subject,
      recipients: sentEmails.recipients,
      body: sentEmails.body,
      textBody: sentEmails.textBody,
      replyTo: sentEmails.replyTo,
      template: sentEmails.template,
      headers: sentEmails.headers,
    })
    .from(sentEmails)
    .where(sql`${to} = any(${sentEmails.recipients})`)
    .orderBy(desc(sentEmails.id));
}

/** The first link in a stored mail's text that starts with `prefix` (e.g. the app URL). */
export function linkIn(mail: StoredMail, prefix: string): string {
  const found = (mail.textBody ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return found;
}

/** The body of a 422 that names `field` with `message` (the shape every form reads). */
export function expectFieldError(response: Response, field: string, message: string): void {
  const body = response.json() as { message?: string; errors?: Record<string, string[]> };
  if (response.statusCode !== 422 || !body.errors?.[field]?.includes(message)) {
    throw new Error(`expected 422 on ${field} "${message}", got ${response.statusCode} ${response.body}`);
  }
}
