import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangePasswordRequest, PASSWORD_MISMATCH } from './auth.js';
import { REQUIRED, INVALID_EMAIL, ZEmail } from './common.js';
import { DRAW_NOTICES, seedCountOutOfRange, ZSeedParticipationsRequest } from './draw.js';
import { useGreekMessages } from './greek-messages.js';
import { PARTICIPATION_REFUSALS, TOURNAMENT_PARTICIPATION_NOTICES, ZSeedRequest } from './participation.js';

useGreekMessages();

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('Greek validation messages', () => {
  it('reports a missing field as required', () => {
    const schema = z.object({ name: z.string() });
    expect(firstMessage(schema.safeParse({}))).toBe(REQUIRED);
  });

  it('reports a wrong type in Greek, not English', () => {
    const message = firstMessage(z.object({ age: z.number() }).safeParse({ age: 'δέκα' }));
    expect(message).toMatch(/Μη έγκυρη είσοδος/);
  });

  it('refuses a malformed email with the spec text', () => {
    expect(firstMessage(ZEmail.safeParse('not-an-email'))).toBe(INVALID_EMAIL);
    expect(firstMessage(ZEmail.safeParse('   '))).toBe(REQUIRED);
  });

  it('refuses a password confirmation that differs, on the confirmation field', () => {
    const result = ZChangePasswordRequest.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      newPasswordConfirmation: 'new-secret-2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: PASSWORD_MISMATCH, path: ['newPasswordConfirmation'] });
  });
});

describe('Greek wording of seeds', () => {
  it('calls a seed "κεφαλή σειράς" in every message about seeds, as the screens do', () => {
    const messages = [
      ...Object.values(DRAW_NOTICES),
      ...Object.values(PARTICIPATION_REFUSALS),
      ...Object.values(TOURNAMENT_PARTICIPATION_NOTICES),
      seedCountOutOfRange(4),
      firstMessage(ZSeedParticipationsRequest.safeParse({ seedCount: 1.5 })),
      firstMessage(ZSeedRequest.safeParse({ seed: 0 })),
    ];
    expect(messages.filter((message) => /seed/i.test(message ?? ''))).toEqual([]);
    expect(messages.filter((message) => /κεφαλ/.test(message ?? '')).length).toBeGreaterThanOrEqual(8);
  });
});
