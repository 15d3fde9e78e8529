import { describe, expect, it } from 'vitest';

// A `dist/` left by an older build would let the tests pass against yesterday's rules:
// the runner must resolve the workspace packages the way the app's sources import them.
describe('the workspace packages under test', () => {
  it.each(['@tennis/domain', '@tennis/contracts'])('%s resolves to its TypeScript sources', (name) => {
    expect(import.meta.resolve(name)).toMatch(/\/packages\/\w+\/src\/index\.ts$/);
  });
});
