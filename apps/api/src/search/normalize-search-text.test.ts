import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { normalizeSearchText } from './normalize-search-text.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function inDatabase(texts: string[]): Promise<string[]> {
  const result = await database.db.execute<{ n: string }>(
    sql`select normalize_search_text(t) as n from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as u(t, i) order by i`,
  );
  return result.rows.map((row) => row.n);
}

const letters = [...'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςσαβγωabcXYZÀÉÎÕÜñç%_\\ \t-.0123'];

describe('normalizeSearchText', () => {
  it('gives the stored form of Greek names', () => {
    expect(normalizeSearchText('  Παπαδόπουλος  ΓΙΏΡΓΟΣ ')).toBe('παπαδοπουλοσ γιωργοσ');
    expect(normalizeSearchText('Ελληνικό Όπεν Ρόδου')).toBe('ελληνικο οπεν ροδου');
  });

  it('agrees with the database function on every string of Greek and Latin letters', async () => {
    const samples = fc.sample(
      fc.array(fc.constantFrom(...letters), { maxLength: 24 }).map((chars) => chars.join('')),
      { numRuns: 300, seed: 7 },
    );
    expect(samples.map(normalizeSearchText)).toEqual(await inDatabase(samples));
  });
});
