import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, XSRF_HEADER } from './api-client';
import { ApiError, extractErrorMessage } from './api-error';
import { onApiEvent, type ApiEvent } from './api-events';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok%2Ben; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

describe('extractErrorMessage', () => {
  it.each([
    [
      'the first message of a 422 errors map',
      422,
      {
        message: 'Μη έγκυρα στοιχεία',
        errors: { email: ['Η διεύθυνση email που δώσατε δεν είναι έγκυρη', 'δεύτερο'], name: ['x'] },
      },
      '',
      'Η διεύθυνση email που δώσατε δεν είναι έγκυρη',
    ],
    [
      'the first message of a 400 errors map',
      400,
      { message: 'Μη έγκυρο αίτημα', errors: { body: ['Λείπει το σώμα'] } },
      '',
      'Λείπει το σώμα',
    ],
    ['the message of a 422 without errors', 422, { message: 'Λάθος κωδικός' }, '', 'Λάθος κωδικός'],
    [
      'the message, not the errors map, of a 409',
      409,
      { message: 'Ο αγώνας έχει ολοκληρωθεί', errors: { score: ['αγνοείται'] } },
      '',
      'Ο αγώνας έχει ολοκληρωθεί',
    ],
    ['the message of a 500', 500, { message: 'Κάτι πήγε στραβά', errorId: 'abc' }, '', 'Κάτι πήγε στραβά'],
    [
      'a Greek sentence, never the raw text, when a 5xx body is not ours',
      502,
      undefined,
      'Bad Gateway',
      'Κάτι πήγε στραβά στον διακομιστή. Δοκιμάστε ξανά σε λίγο.',
    ],
    [
      'a Greek sentence, never "Internal Server Error"',
      500,
      'Internal Server Error',
      '',
      'Κάτι πήγε στραβά στον διακομιστή. Δοκιμάστε ξανά σε λίγο.',
    ],
    ['a Greek sentence, never the status code', 404, undefined, '', 'Το αίτημα δεν ολοκληρώθηκε. Δοκιμάστε ξανά.'],
  ])('takes %s', (_name, status, body, _raw, expected) => {
    expect(extractErrorMessage(status, body)).toBe(expected);
  });
});

describe('api client', () => {
  it('throws an ApiError with the first field message of a 422', async () => {
    mockFetch(json(422, { message: 'x', errors: { email: ['Αυτό το πεδίο είναι υποχρεωτικό'] } }));
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Αυτό το πεδίο είναι υποχρεωτικό',
      errors: { email: ['Αυτό το πεδίο είναι υποχρεωτικό'] },
    });
  });

  it('uses the message of a refusal', async () => {
    mockFetch(json(403, { message: 'Δεν έχετε δικαίωμα πρόσβασης' }));
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 403, message: 'Δεν έχετε δικαίωμα πρόσβασης' });
  });

  it('reports a request that got no answer with the network error message, status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/user')).rejects.toMatchObject({
      status: 0,
      message: 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    });
  });

  it('keeps the dev details the server sends with a 500', async () => {
    mockFetch(
      json(500, {
        message: 'Κάτι πήγε στραβά',
        status: 500,
        exception: 'TypeError',
        file: '/app/x.ts',
        line: 12,
        trace: ['at a', 'at b'],
      }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      details: { status: 500, exception: 'TypeError', file: '/app/x.ts', line: 12, trace: ['at a', 'at b'] },
    });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on %s', async (method) => {
    const fetchMock = mockFetch(json(200, {}));
    if (method === 'POST') await api.post('/api/contact', { a: 1 });
    if (method === 'PUT') await api.put('/api/clubs/1', { a: 1 });
    if (method === 'DELETE') await api.delete('/delete-account');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe(method);
    expect(headersOf(init)[XSRF_HEADER]).toBe('tok+en');
    expect(init?.credentials).toBe('include');
  });

  it('sends no XSRF header on a GET', async () => {
    const fetchMock = mockFetch(json(200, { ok: true }));
    await api.get('/api/user');
    expect(headersOf(fetchMock.mock.calls[0]![1])[XSRF_HEADER]).toBeUndefined();
  });

  it('adds the query to the path, skipping empty values', async () => {
    const fetchMock = mockFetch(json(200, {}));
    await api.get('/api/self-transform-list', { query: { guest: 1, q: undefined, scope: 'players' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/self-transform-list?guest=1&scope=players');
  });

  it.each([401, 419])('announces a lost session on %i', async (status) => {
    mockFetch(json(status, { message: 'x' }));
    const events: ApiEvent[] = [];
    const off = onApiEvent((e) => events.push(e));
    await api.post('/api/user/settings', {}).catch(() => undefined);
    off();
    expect(events).toContainEqual({ type: 'session-lost', status, method: 'POST', path: '/api/user/settings' });
  });

  it('announces a flash message the server attached', async () => {
    mockFetch(json(200, { flash: { message: 'Μεταμορφωθήκατε με επιτυχία!', level: 'success' } }));
    const events: ApiEvent[] = [];
    const off = onApiEvent((e) => events.push(e));
    await api.post('/api/self-transform', { userId: 2 });
    off();
    expect(events).toContainEqual({ type: 'flash', message: 'Μεταμορφωθήκατε με επιτυχία!', level: 'success' });
  });
});
