import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions, wrapPglite, type Database } from '../../db/client.js';
import { migrateDatabase, migrationsFolder } from '../../db/migrate.js';

// Migration 0023 turns the podiums kept one row a place (champions) into one
// entry a season and league. Run on a database migrated up to 0022 holding
// such rows, it must keep every name of a podium; a league with no champion
// recorded (only a runner-up) has no entry, since an entry names its champion.

const TAG = '0023_hall_of_fame_entries';

let folder: string;
let database: Database;

/** The migrations as they were before 0023. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  await cp(migrationsFolder, copy, { recursive: true });
  const journalFile = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return copy;
}

beforeAll(async () => {
  folder = await migrationsBefore(TAG);
  database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await migrateDatabase(database, folder);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it('makes one entry per season and league from the podium rows, champion, runner-up, third and photo', async () => {
    const { db } = database;
    await db.execute(sql`insert into tournament_hosts (id, name, slug) values (1, 'Athens Tennis', 'athens-tennis')`);
    await db.execute(sql`
      insert into championships (id, host_id, name, slug, type, gender, year, starting_year, ending_year)
      values (7, 1, 'Μικτό Διπλό 2023–2024', 'mixed-doubles-2023-2024', 'doubles', 2, 2023, 2023, 2024)`);
    await db.execute(sql`
      insert into champions (year, league, position, name, championship_id, photo_path) values
        (2019, 'open', 1, 'Νίκος Αλεξίου', null, 'champions/2019.jpg'),
        (2019, 'open', 2, 'Γιώργος Ρήγας', null, null),
        (2019, 'open', 3, 'Πέτρος Λάμπρου', null, null),
        (2021, 'under', 2, 'Κώστας Μάνος', null, null),
        (2021, 'under', 1, 'Άρης Δήμου', null, null),
        (2024, 'open', 1, 'Α. Βλάχου / Κ. Βλάχος', 7, null),
        (2022, 'open', 2, 'Μόνο φιναλίστ', null, null)`);

    await migrateDatabase(database);

    const { rows } = await db.execute(sql`
      select year, type::text, gender, league::text, champion_name as "championName",
        runner_up_name as "runnerUpName", third_name as "thirdName", photo_path as "photoPath"
      from hall_of_fame_entries order by year`);
    expect(rows).toEqual([
      {
        year: 2019,
        type: 'singles',
        gender: 0,
        league: 'open',
        championName: 'Νίκος Αλεξίου',
        runnerUpName: 'Γιώργος Ρήγας',
        thirdName: 'Πέτρος Λάμπρου',
        photoPath: 'champions/2019.jpg',
      },
      {
        year: 2021,
        type: 'singles',
        gender: 0,
        league: 'under',
        championName: 'Άρης Δήμου',
        runnerUpName: 'Κώστας Μάνος',
        thirdName: null,
        photoPath: null,
      },
      {
        year: 2024,
        type: 'doubles',
        gender: 2,
        league: 'open',
        championName: 'Α. Βλάχου / Κ. Βλάχος',
        runnerUpName: null,
        thirdName: null,
        photoPath: null,
      },
    ]);
    const { rows: left } = await db.execute(sql`select to_regclass('champions') as "table"`);
    expect(left).toEqual([{ table: null }]);
  });
});
