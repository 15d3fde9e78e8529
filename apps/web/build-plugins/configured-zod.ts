import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CONFIGURED = fileURLToPath(new URL('../src/lib/zod-without-eval.ts', import.meta.url));

/**
 * Every `import … from 'zod'` of the app and the shared packages gets
 * src/lib/zod-without-eval.ts, which configures zod and re-exports it. The
 * configuration runs wherever zod is first needed, so the app's entry does not
 * have to import zod just to configure it, and pages that use no schema
 * download no zod at all.
 */
export function configuredZod(): Plugin {
  return {
    name: 'configured-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === CONFIGURED) return null;
      return CONFIGURED;
    },
  };
}
