import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ID, NUL_IN_TEXT } from '@tennis/contracts';
import { MESSAGES } from '../lib/http-error.js';
import { INVALID_SORT } from '../resources/list-query.js';
import { agent, createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

// Input an attacker sends on purpose: every answer is a 4xx in the documented
// `{ message, errors? }` shape, never a 500 and never the client's text echoed.

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

type Response = Awaited<ReturnType<Agent['get']>>;

/** The status and, when the body is the documented error shape, its keys; anything else fails. */
function expectDocumentedError(response: Response, status: number): { message: string; errors?: object } {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  return body;
}

const contact = { name: 'Πέτρος', email: 'petros@example.gr', subject: 'Γήπεδα', body: 'Πού παίζονται;' };

describe('names of Object.prototype in list queries', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'name no filter (%s is ignored like any unknown filter) and no sort column (422)',
    async (name) => {
      const filtered = await as.admin.get(`/api/clubs?filters[${name}]=x`);
      expect(filtered.statusCode).toBe(200);
      expectFieldError(await as.admin.get(`/api/clubs?sort=${name}`), 'sort', INVALID_SORT);
    },
  );
});

describe('ids beyond the database integer', () => {
  it('are refused with 422 on the id, before any query runs', async () => {
    expectFieldError(await as.admin.post('/api/matches/2147483648/toggle-featured'), 'id', INVALID_ID);
    expectFieldError(await as.admin.get('/api/clubs/99999999999999999999'), 'id', INVALID_ID);
    expectFieldError(
      await as.admin.post('/api/courts', { name: 'Κεντρικό', clubId: 2_147_483_648, surface: 'clay' }),
      'clubId',
      INVALID_ID,
    );
  });
});

describe('NUL characters', () => {
  it('are refused with a Greek 422 on their field in a path, a query, a body and a body key', async () => {
    expectFieldError(await as.guest.get('/api/championships/by-slug/a%00b'), 'slug', NUL_IN_TEXT);
    expectFieldError(await as.admin.get('/api/global-search?q=a%00b'), 'q', NUL_IN_TEXT);
    expectFieldError(await as.guest.post('/api/contact', { ...contact, body: 'γεια\u0000σου' }), 'body', NUL_IN_TEXT);
    const key = await as.guest.post('/api/contact', { ...contact, ['x\u0000y']: 1 });
    expect(expectDocumentedError(key, 422).message).toBe(NUL_IN_TEXT);
  });

  it('are refused under a field named like a method of Object (toString), not answered 500', async () => {
    expectFieldError(
      await as.guest.post('/api/contact', { ...contact, toString: 'a\u0000b' }),
      'toString',
      NUL_IN_TEXT,
    );
  });

  it('are refused with 422 to a guest on the live site too', async () => {
    const live = await createTestApp({
      APP_ENV: 'live',
      AUTH_SECRET: 'a-live-secret-that-is-long-enough',
      BOT_CHECK_SECRET: 'bot-secret',
    });
    try {
      const guest = agent(live.app);
      expectFieldError(await guest.post('/api/contact', { ...contact, name: 'Πέ\u0000τρος' }), 'name', NUL_IN_TEXT);
      expectFieldError(await guest.get('/api/championships/by-slug/a%00b'), 'slug', NUL_IN_TEXT);
    } finally {
      await live.close();
    }
  });

  it('are refused in the name of an uploaded file', async () => {
    const boundary = 'nul-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a\u0000.png"\r\n` +
        `Content-Type: image/png\r\n\r\nnot-an-image\r\n--${boundary}--\r\n`,
      'latin1',
    );
    const response = await as.admin.request({
      method: 'POST',
      url: '/api/static-content/knockouts/2026/1',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectFieldError(response, 'image', NUL_IN_TEXT);
  });
});

describe('malformed multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['a broken part header', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition\r\n\r\nx'],
  ])('answer 400 on every upload route (%s)', async (_case, contentType, payload) => {
    const uploads = [
      '/api/tournaments',
      '/api/static-content/knockouts/2026/1',
      '/api/partner-facilities/taf/images/1',
      '/api/championships/1',
    ];
    for (const url of uploads) {
      const method = url === '/api/championships/1' ? 'PUT' : 'POST';
      const response = await as.admin.request({ method, url, headers: { 'content-type': contentType }, payload });
      expect(expectDocumentedError(response, 400).message).toBe(MESSAGES.badRequest);
    }
  });
});

describe("Fastify's own refusals", () => {
  it('answer a path with bad percent-encoding with 400, without repeating it', async () => {
    const response = await as.guest.get('/api/championships/by-slug/%E0%A4%A');
    expect(expectDocumentedError(response, 400).message).toBe(MESSAGES.badRequest);
    expect(response.body).not.toContain('%E0');
  });

  it('answer a path parameter over the length limit with 414', async () => {
    const response = await as.guest.get(`/api/championships/by-slug/${'a'.repeat(500)}`);
    expect(expectDocumentedError(response, 414).message).toBe(MESSAGES.urlTooLong);
  });

  it('answer an unknown route with a fixed 404 that does not echo the path', async () => {
    const response = await as.guest.get('/api/no-such-route/%3Cscript%3E');
    expect(expectDocumentedError(response, 404).message).toBe(MESSAGES.routeNotFound);
    expect(response.body).not.toContain('no-such-route');
  });

  it('answer headers over the size limit with 431 in the documented shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        { port, path: '/api/health', headers: { 'x-padding': 'a'.repeat(64 * 1024) } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.headersTooLarge });
  });
});
