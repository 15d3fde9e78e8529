import { defineConfig } from 'vitest/config';

// One runner for the whole repository; each workspace is a project so
// `vitest run --project api` runs one area.
//
// Workspace packages resolve to their TypeScript sources through the `source`
// export condition, never to a `dist/` left by an older build. Tests in jsdom
// resolve through `resolve`; tests in node through `ssr.resolve`, whose list
// replaces Vite's defaults and is also handed to the worker as `--conditions`.
const resolve = { conditions: ['source', 'import', 'module', 'default'] };
const ssr = { resolve: { conditions: ['source', 'node', 'development|production'] } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // The fleet suite starts processes, nginx and servers of its own: `npm run test:fleet`.
          exclude: ['apps/api/src/fleet-suite/**'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'fleet',
          include: ['apps/api/src/fleet-suite/**/*.test.ts'],
          environment: 'node',
          // One fleet at a time: each file starts processes of its own on the two cores.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
    // Files and the tests in each file run in a random order, so no test leans on
    // another's leftovers. The sequence is the root's for every project (Vitest hands
    // it to each worker); the banner prints the seed, and `--sequence.seed=N` replays it.
    sequence: { shuffle: { files: true, tests: true } },
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
