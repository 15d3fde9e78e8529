import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.js';

// Decision 042: during a rolling restart the new release migrates the
// database while the previous release's processes still serve from it, so a
// migration only adds (expand). A statement that takes away what the previous
// release reads or writes (contract) belongs in a later release, and its
// migration says so on a line `-- contract: <why the previous release no
// longer needs it>`. Migrations up to 0023 came before the fleet and are not
// checked.
const FIRST_CHECKED = 24;

const CONTRACTING: [RegExp, string][] = [
  [/\bdrop\s+table\b/, 'drops a table'],
  [/\bdrop\s+column\b/, 'drops a column'],
  [/\brename\s+(column\s+)?"?\w+"?\s+to\b|\brename\s+to\b/, 'renames'],
  [/\balter\s+column\s+("?\w+"?)\s+(set\s+data\s+)?type\b/, 'changes a column’s type'],
  [/\balter\s+column\s+("?\w+"?)\s+set\s+not\s+null\b/, 'makes a column not null'],
  [/\bdrop\s+type\b/, 'drops a type'],
];

/** What a migration takes away from the previous release, unless it names itself a contract. */
function contractions(sqlText: string): string[] {
  if (/^\s*--\s*contract:\s*\S/m.test(sqlText)) return [];
  const code = sqlText
    .replace(/--.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .toLowerCase();
  return CONTRACTING.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
}

describe('the rule of migrations during a rolling restart', () => {
  it.each([
    ['alter table "players" add column "nickname" text;', []],
    ['create index concurrently "players_nickname_idx" on "players" ("nickname");', []],
    ['alter table "players" drop column "nickname";', ['drops a column']],
    ['ALTER TABLE "players" RENAME COLUMN "nickname" TO "alias";', ['renames']],
    ['alter table "players" rename to "people";', ['renames']],
    ['alter table "players" alter column "phone" set data type varchar(20);', ['changes a column’s type']],
    ['alter table "players" alter column "phone" type varchar(20);', ['changes a column’s type']],
    ['alter table "players" alter column "phone" set not null;', ['makes a column not null']],
    ['drop table "champions";', ['drops a table']],
    ['-- the old column goes in 0031\nalter table "players" add column "alias" text;', []],
    ['-- contract: 0030 stopped reading nickname\nalter table "players" drop column "nickname";', []],
  ])('%s → %j', (sqlText, expected) => {
    expect(contractions(sqlText)).toEqual(expected);
  });

  it('would have stopped 0023, which replaced the champions table in one release', async () => {
    const file = (await readdir(migrationsFolder)).find((name) => name.startsWith('0023_'))!;
    expect(contractions(await readFile(path.join(migrationsFolder, file), 'utf8'))).toContain('drops a table');
  });

  it('holds for every migration since the fleet: each adds, or names itself a contract', async () => {
    const files = (await readdir(migrationsFolder)).filter(
      (name) => name.endsWith('.sql') && Number(name.slice(0, 4)) >= FIRST_CHECKED,
    );
    const broken = [];
    for (const file of files) {
      const found = contractions(await readFile(path.join(migrationsFolder, file), 'utf8'));
      if (found.length > 0) broken.push(`${file}: ${found.join(', ')}`);
    }
    expect(broken).toEqual([]);
  });
});
