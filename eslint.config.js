import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which folder may import which, checked on the resolved file (relative, `@/` alias or
 * package name alike). Dependencies point one way: domain ← contracts ← api, web; in the
 * web app, features stand side by side on components/, lib/ and config/, and app/ sits on top.
 */
const importZones = [
  { target: './packages', from: './apps', message: 'Packages never import the apps.' },
  { target: './packages/domain', from: './packages/contracts', message: 'The domain imports no contracts.' },
  { target: './apps/web', from: './apps/api', message: 'The web app reaches the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API imports nothing from the web app.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to components/ or lib/.',
  })),
  {
    target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
    from: './apps/web/src/app',
    message: 'Only app/ (router, providers, shell) imports app/.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
    from: './apps/web/src/features',
    message: 'Shared code never imports a feature.',
  },
];

/**
 * Files that still hold a function over the limit below, written before it was set. The list
 * only shrinks: a file leaves it when its long functions are split, and no file joins it.
 */
const filesWithLongFunctions = [
  'apps/web/src/app/shell/mobile-menu.tsx',
  'apps/web/src/components/data-table/data-table.tsx',
  'apps/web/src/components/file-upload/file-upload-dialog.tsx',
  'apps/web/src/components/pagination/pagination.tsx',
  'apps/web/src/components/participation-form/backoffice-participation-form.tsx',
  'apps/web/src/components/resource-pages/parts/field-control.tsx',
  'apps/web/src/components/resource-pages/parts/filter-panel.tsx',
  'apps/web/src/components/resource-pages/resource-form-page.tsx',
  'apps/web/src/components/score-form/match-options-dialog.tsx',
  'apps/web/src/components/score-form/score-form.tsx',
  'apps/web/src/features/account/components/account-tab.tsx',
  'apps/web/src/features/auth/routes/login-page.tsx',
  'apps/web/src/features/auth/routes/register-page.tsx',
  'apps/web/src/features/championships-backoffice/components/championship-form.tsx',
  'apps/web/src/features/championships-backoffice/routes/participations-page.tsx',
  'apps/web/src/features/championships/components/standings-table.tsx',
  'apps/web/src/features/championships/routes/landing-page.tsx',
  'apps/web/src/features/contact/routes/contact-page.tsx',
  'apps/web/src/features/dashboard/components/player-form.tsx',
  'apps/web/src/features/matches/routes/championship-matches-page.tsx',
  'apps/web/src/features/search/components/search-dialog.tsx',
  'apps/web/src/features/tournament-draws/components/category-draw-panel.tsx',
  'apps/web/src/features/tournament-draws/components/initialize-draw-dialog.tsx',
  'apps/web/src/features/tournament-draws/components/match-media-dialog.tsx',
  'apps/web/src/features/tournament-draws/components/proceed-to-knockout-dialog.tsx',
  'apps/web/src/features/tournament-draws/components/round-robin-groups.tsx',
  'apps/web/src/features/tournament-draws/routes/order-of-play-page.tsx',
  'apps/web/src/features/tournament-participations/routes/participate-page.tsx',
  'apps/web/src/features/tournaments/routes/backoffice-list-page.tsx',
  'apps/web/src/features/tournaments/routes/backoffice-show-page.tsx',
  'apps/web/src/features/tournaments/routes/categories-page.tsx',
  'apps/web/src/features/tournaments/routes/landing-page.tsx',
  'apps/web/src/features/unified-schedule/routes/unified-schedule-page.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.test.json', 'e2e/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain is pure: no I/O, no Node, no database, no browser.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'drizzle-orm*', 'pg', 'react*', '@tennis/*', 'zod'] },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'drizzle-orm*', 'react*', '@tennis/api*', '@tennis/web*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A function fits on a screen: over 80 lines it does several things and is split by what they are.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**', ...filesWithLongFunctions],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
