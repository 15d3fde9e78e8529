import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangePasswordRequest, PASSWORD_MISMATCH } from './auth.js';
import { REQUIRED, INVALID_EMAIL, ZEmail } from './common.js';
import { useGreekMessages } from './greek-messages.js';

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
