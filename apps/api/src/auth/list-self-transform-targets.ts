import { and, asc, ilike, ne, or } from 'drizzle-orm';
import type { TSelfTransformUser } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** What the self-transform picker shows of a user. */
export const pickerColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: users.role,
};

/** The picker shows a page, not the whole user table: the search narrows it. */
const LIST_LIMIT = 100;

/** Escapes LIKE's wildcards so a typed % or _ is searched for, not matched as a pattern. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every user but the god user, by role and surname, optionally matching `q` in name, surname or email. */
export async function listSelfTransformTargets(
  db: DbOrTx,
  godId: number,
  q: string | undefined,
): Promise<TSelfTransformUser[]> {
  const term = q ? likeTerm(q) : undefined;
  const search = term ? or(ilike(users.name, term), ilike(users.surname, term), ilike(users.email, term)) : undefined;
  return db
    .select(pickerColumns)
    .from(users)
    .where(and(ne(users.id, godId), search))
    .orderBy(asc(users.role), asc(users.surname), asc(users.id))
    .limit(LIST_LIMIT);
}
