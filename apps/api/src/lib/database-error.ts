/** The parts of a PostgreSQL error the API acts on (both drivers report them, under Drizzle's wrapper). */
export interface DatabaseError {
  /** SQLSTATE: 23505 unique, 23503 foreign key, 23001 restrict, 23514 check. */
  code: string;
  constraint?: string;
  /** e.g. `Key (email)=(a@b.gr) already exists.` */
  detail?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an `ON DELETE RESTRICT` foreign key (NO ACTION ones answer 23503). */
export const RESTRICT_VIOLATION = '23001';

/** The database error behind `error` (Drizzle wraps the driver's in `cause`), or null. */
export function databaseErrorOf(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
        ...(typeof candidate.detail === 'string' ? { detail: candidate.detail } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** The columns a key violation names: `Key (club_id, name)=…` → ['club_id', 'name']. */
export function keyColumnsOf(error: DatabaseError): string[] {
  const match = /Key \(([^)]*)\)/.exec(error.detail ?? '');
  return match?.[1] ? match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, '')) : [];
}

/** snake_case SQL name → the camelCase key the API uses. */
export const camelCaseOf = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
