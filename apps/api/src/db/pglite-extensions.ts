import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; PGlite must load them when it opens (in this thread or on its worker). */
export const pgliteExtensions = { pg_trgm };
