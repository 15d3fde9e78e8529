import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@tennis/contracts';
import { agent, createTestApp, linkIn, loginAs, mailsTo, type Agent, type TestApp } from '../test/app.js';
import { unsubscribeToken } from './unsubscribe-token.js';

let t: TestApp;
let host: Agent;
let player: Agent;
const secret = () => t.app.env.AUTH_SECRET;
const channelOf = async (topic: string) =>
  ((await player.get('/api/user/settings')).json() as { communicationPreferences: Record<string, string> })
    .communicationPreferences[topic];

beforeAll(async () => {
  t = await createTestApp();
  host = await loginAs(t.app, 'host@demo.gr');
  player = await loginAs(t.app, 'player@demo.gr');
  await host.post(`/api/players/${t.seeded.playerId}/wallet/create`);
}, 60_000);
afterAll(async () => t?.close());

const topUp = () => host.post(`/api/players/${t.seeded.playerId}/wallet/top-up`, { amount: 5 });

/** What a mail client does with List-Unsubscribe-Post: a bare form POST, no cookie, no CSRF header. */
const oneClick = (url: string) =>
  agent(t.app).request({
    method: 'POST',
    url,
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the wallet mail carries the headers and a visible link; the one-click POST stops the next mail', async () => {
    await topUp();
    const [mail] = await mailsTo(t.db, 'player@demo.gr');
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/[^>]+\/api\/unsubscribe\?token=\d+\.credits\.[\w-]{43}>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.body).toContain('Διαγραφή από αυτά τα email');
    const page = linkIn(mail!, `${t.app.env.APP_URL.replace(/\/$/, '')}/unsubscribe?token=`);
    expect(page).toContain('.credits.');

    const url = new URL(header.slice(1, -1));
    const answer = await oneClick(url.pathname + url.search);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: NOTIFICATION_MESSAGES.unsubscribed,
      data: { category: 'credits', resubscribeUrl: `/api/resubscribe${url.search}` },
    });
    expect(await channelOf('credits')).toBe('none');

    const before = (await mailsTo(t.db, 'player@demo.gr')).length;
    await topUp();
    expect((await mailsTo(t.db, 'player@demo.gr')).length).toBe(before);

    expect((await oneClick(`/api/resubscribe${url.search}`)).json()).toEqual({
      message: NOTIFICATION_MESSAGES.subscribed,
      data: { category: 'credits' },
    });
    expect(await channelOf('credits')).toBe('email');
    await topUp();
    expect((await mailsTo(t.db, 'player@demo.gr')).length).toBe(before + 1);
  });

  it('a GET of the address changes nothing and sends the browser to the page that asks first', async () => {
    const token = unsubscribeToken(secret(), t.seeded.users.player, 'results');
    const answer = await agent(t.app).get(`/api/unsubscribe?token=${token}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect(await channelOf('results')).toBe('email');
  });

  it('refuses a tampered token: another user, another category, a changed signature, another secret', async () => {
    const token = unsubscribeToken(secret(), t.seeded.users.player, 'results');
    const [, , signature] = token.split('.');
    const forged = [
      `${t.seeded.users.host}.results.${signature}`,
      `${t.seeded.users.player}.events.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeToken('another-secret-of-16-chars', t.seeded.users.player, 'results'),
    ];
    for (const bad of forged) {
      const answer = await oneClick(`/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(answer.statusCode, bad).toBe(403);
      expect(answer.json()).toEqual({ message: NOTIFICATION_MESSAGES.invalidLink });
      expect((await oneClick(`/api/resubscribe?token=${encodeURIComponent(bad)}`)).statusCode).toBe(403);
      expect((await agent(t.app).get(`/api/unsubscribe?token=${encodeURIComponent(bad)}`)).statusCode).toBe(403);
    }
    expect(await channelOf('results')).toBe('email');
    expect((await oneClick('/api/unsubscribe?token=nonsense')).statusCode).toBe(422);
    expect((await oneClick('/api/unsubscribe')).statusCode).toBe(422);
  });

  it('the token is the only authority: any caller with it may use it, and it changes only its own user', async () => {
    const token = unsubscribeToken(secret(), t.seeded.users.host, 'events');
    for (const caller of [agent(t.app), player, host]) {
      expect((await caller.post(`/api/unsubscribe?token=${token}`)).statusCode).toBe(200);
    }
    const hostSettings = (await host.get('/api/user/settings')).json() as {
      communicationPreferences: Record<string, string>;
    };
    expect(hostSettings.communicationPreferences.events).toBe('none');
    expect(await channelOf('events')).toBe('email');
    // The exemption is these routes' alone: another mutation without the CSRF header is still refused.
    expect((await oneClick('/api/user/settings')).statusCode).toBe(419);
  });

  it('answers 404 for the token of an account that no longer exists', async () => {
    const token = unsubscribeToken(secret(), 999_999, 'results');
    const answer = await oneClick(`/api/unsubscribe?token=${token}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: NOTIFICATION_MESSAGES.accountGone });
  });
});
