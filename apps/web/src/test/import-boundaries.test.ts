// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on a file that does not exist: the
// rule looks only at where the file sits and where its import resolves to. An import
// that does not resolve is never checked, so it fails these tests instead of passing.
const eslint = new ESLint({
  cwd: path.resolve(fileURLToPath(import.meta.url), '../../../../..'),
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
});

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${importPath}';\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => message.message);
}

const inMatches = 'apps/web/src/features/matches/components/probe.tsx';

describe('web feature boundaries', () => {
  it('refuses a relative import from one feature into another', async () => {
    expect(await boundaryErrors(inMatches, '../../tournaments/routes')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });

  it('refuses an aliased import from one feature into another', async () => {
    expect(await boundaryErrors(inMatches, '@/features/tournaments/routes')).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
  });

  it('refuses a feature importing the app shell', async () => {
    expect(await boundaryErrors(inMatches, '../../../app/guard')).toEqual([expect.stringContaining('Only app/')]);
  });

  it('lets a feature import itself, components/, lib/ and config/', async () => {
    for (const importPath of ['../routes', '../../../components/ui/button', '@/lib/format', '../../../config/paths']) {
      expect(await boundaryErrors(inMatches, importPath), importPath).toEqual([]);
    }
  });

  it('refuses shared components importing a feature', async () => {
    const inComponents = 'apps/web/src/components/ui/probe.tsx';
    expect(await boundaryErrors(inComponents, '../../features/matches/routes')).toEqual([
      expect.stringContaining('Shared code never imports a feature'),
    ]);
  });
});

describe('workspace boundaries', () => {
  it('refuses a package importing an app', async () => {
    expect(await boundaryErrors('packages/domain/src/probe.ts', '../../../apps/api/src/config/env.js')).toEqual([
      expect.stringContaining('Packages never import the apps'),
    ]);
    expect(await boundaryErrors('packages/contracts/src/probe.ts', '../../../apps/web/src/lib/format')).toEqual([
      expect.stringContaining('Packages never import the apps'),
    ]);
  });

  it('refuses the domain importing the contracts', async () => {
    expect(await boundaryErrors('packages/domain/src/probe.ts', '../../contracts/src/index.js')).toEqual([
      expect.stringContaining('The domain imports no contracts'),
    ]);
  });
});
