import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { championships, tournamentHosts, tournaments } from '../db/schema/index.js';
import { pageHeadFromText, type PageHeadFinder } from './page-head.js';

// The previews of the two pages most often shared: a tournament's and a
// championship's landing page, named after what they show. A draft is no
// public page, so it has no preview either.

const TOURNAMENT_LANDING = /^\/tournaments\/([a-z0-9-]{1,100})\/([a-z0-9-]{1,200})\/?$/;
const CHAMPIONSHIP_LANDING = /^\/championships\/([a-z0-9-]{1,200})\/?$/;

const athensDate = new Intl.DateTimeFormat('el-GR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Athens',
});

export const tournamentLandingHead =
  (db: Db, appUrl: string): PageHeadFinder =>
  async (path) => {
    const match = TOURNAMENT_LANDING.exec(path);
    if (!match) return null;
    const [row] = await db
      .select({ name: tournaments.name, start: tournaments.tournamentStart, host: tournamentHosts.name })
      .from(tournaments)
      .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
      .where(and(eq(tournamentHosts.slug, match[1]!), eq(tournaments.slug, match[2]!), ne(tournaments.state, 'draft')));
    if (!row) return null;
    return pageHeadFromText(appUrl, path, {
      title: row.name,
      description: `${row.name}: τουρνουά τένις του ${row.host}, από ${athensDate.format(row.start)}. Κατηγορίες, ταμπλό, πρόγραμμα αγώνων και αποτελέσματα.`,
    });
  };

export const championshipLandingHead =
  (db: Db, appUrl: string): PageHeadFinder =>
  async (path) => {
    const match = CHAMPIONSHIP_LANDING.exec(path);
    if (!match) return null;
    const [row] = await db
      .select({ name: championships.name })
      .from(championships)
      .where(and(eq(championships.slug, match[1]!), ne(championships.state, 'draft')));
    if (!row) return null;
    return pageHeadFromText(appUrl, path, {
      title: row.name,
      description: `${row.name}: βαθμολογία, πρόγραμμα, αποτελέσματα και κανονισμοί του πρωταθλήματος.`,
    });
  };
