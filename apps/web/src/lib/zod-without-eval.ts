import { config } from 'zod';

// The Content-Security-Policy allows no eval. Zod compiles fast object parsers
// with `new Function` when it may; jitless keeps it from even trying, since
// the browser reports the refused attempt as a policy violation. The build
// hands this module to every import of 'zod' (build-plugins/configured-zod.ts),
// so this runs before any schema parses.
config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
