import { describe, expect, it } from 'vitest';
import { isKnownPage } from './entry-server';

// The server answers 404 for what the browser's route table does not know.
describe('isKnownPage', () => {
  it.each([
    '/',
    '/home',
    '/login',
    '/tournaments/athens-tennis/open-2026',
    '/championships/men-2026',
    '/static-content/championships/12/standings',
    '/backoffice/tournaments',
  ])('knows the page %s', (path) => {
    expect(isKnownPage(path)).toBe(true);
  });

  it.each(['/no-such-page', '/tournaments/athens-tennis/open-2026/extra/parts/here', '/backoffice/nothing-here'])(
    'does not know %s, which only the catch-all not-found route takes',
    (path) => {
      expect(isKnownPage(path)).toBe(false);
    },
  );
});
