import { test as base, expect } from '@playwright/test';

/**
 * The journeys run under the app's Content-Security-Policy: a script, style, frame or
 * request the policy refuses is a broken page, even when the assertions still pass.
 * Chromium reports each refusal on the console; every test fails on any of them.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use();
      expect(violations, 'requests refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
