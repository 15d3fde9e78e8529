import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies, and dependencies used but not declared
 * (`npm run deps:check`, part of `npm test`). Entry points come from each workspace's
 * package.json scripts (the server, the seed CLI, the bench runner) and from knip's
 * plugins: vitest (every test file), vite (index.html → main.tsx), playwright, drizzle-kit.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {},
    'packages/domain': {},
    'packages/contracts': {},
    'apps/api': {},
    'apps/web': {
      // The server build's entry (vite build --ssr), which the API imports from dist-server.
      entry: ['src/entry-server.tsx'],
      // The root vitest config runs the web tests in jsdom; the web workspace owns that dependency.
      ignoreDependencies: ['jsdom'],
    },
    e2e: {},
    // run-all.ts finds the benchmarks on disk and imports them by path.
    bench: { entry: ['**/*.bench.ts'] },
  },
  compilers: {
    // Stylesheets import Tailwind and other stylesheets and point at font files in packages:
    // knip sees each of those as an import.
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]|url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => !specifier.startsWith('data:') && !specifier.startsWith('/'))
        .map((specifier) => `import '${specifier}';`)
        .join('\n'),
  },
};

export default config;
