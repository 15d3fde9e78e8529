import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { buildPlayer } from '../test/build-records.js';
import { createTestApp, loginAs, mailsTo, type TestApp } from '../test/app.js';
import { mailAchievementUnlocked } from './mail-achievement-unlocked.js';

let t: TestApp;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer(t.app.env, t.db);
}, 60_000);
afterAll(async () => t?.close());

describe('the achievement mail (for the achievements job)', () => {
  it('mails the player once per achievement and tier, honours the preference, skips players without accounts', async () => {
    const notice = { playerId: t.seeded.playerId, achievementId: 3, tier: 2, title: 'Σερί νικών · επίπεδο 2' };
    expect(await mailAchievementUnlocked(t.db, mailer, t.app.env, notice)).toBe(true);
    expect(await mailAchievementUnlocked(t.db, mailer, t.app.env, notice)).toBe(false);
    const [mail, ...more] = await mailsTo(t.db, 'player@demo.gr');
    expect(more.filter((m) => m.template === 'achievement-unlocked')).toHaveLength(0);
    expect(mail?.subject).toBe('Νέο επίτευγμα: Σερί νικών · επίπεδο 2');
    expect(mail?.textBody).toContain(`/players/${t.seeded.playerId}/achievements/3`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const player = await loginAs(t.app, 'player@demo.gr');
    const off = { results: 'email', credits: 'email', achievements: 'none', insights: 'email', events: 'email' };
    expect((await player.post('/api/user/settings', { communicationPreferences: off })).statusCode).toBe(200);
    expect(await mailAchievementUnlocked(t.db, mailer, t.app.env, { ...notice, tier: 3 })).toBe(false);

    const stranger = await buildPlayer(t.db, { email: 'no-account-achiever@example.gr' });
    expect(await mailAchievementUnlocked(t.db, mailer, t.app.env, { ...notice, playerId: stranger.id })).toBe(false);
  });
});
