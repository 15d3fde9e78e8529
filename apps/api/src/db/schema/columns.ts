import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column builders shared by every table, so each convention is written once:
// integer identity keys, timestamptz for every time, snake_case names spelled
// out in the column definitions (no `casing` option to remember per driver).

/** Integer identity primary key. BY DEFAULT (not ALWAYS) so the demo seeder may pin well-known ids (host 1). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A point in time, always `timestamp with time zone`, read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Refreshed by Drizzle on every update made through the query builder. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
