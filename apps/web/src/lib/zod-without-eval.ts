import { z } from 'zod';

// The Content-Security-Policy allows no eval. Zod compiles fast object parsers
// with `new Function` when it may; jitless keeps it from even trying, since
// the browser reports the refused attempt as a policy violation.
z.config({ jitless: true });
