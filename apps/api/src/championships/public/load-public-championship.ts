import { sql, type SQL } from 'drizzle-orm';
import { MAIN_HOST_ID, type TPublicChampionship, type TPublicVenue } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { championshipPosterUrl } from '../../lib/public-file-urls.js';
import { notFound } from '../../lib/http-error.js';
import { loadPublicVideos, socialLinksOf } from '../landing-links.js';

// A championship as the public sees it: never a draft (spec 3 §4: the
// landing page exists once the championship is no longer a draft).

/** Men's singles of the main host in the 2025 and 2026 seasons show the monthly race (spec 3 §2). */
const RACE_YEARS = new Set([2025, 2026]);

interface ChampionshipRow extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  state: TPublicChampionship['state'];
  type: TPublicChampionship['type'];
  gender: number;
  year: number;
  startingYear: number;
  endingYear: number;
  regularSeasonStart: Date | string | null;
  regularSeasonEnd: Date | string | null;
  openUnder: boolean;
  participationsOpen: boolean;
  posterPath: string | null;
  proclamationPath: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  hostId: number;
  hostName: string;
  hostSlug: string;
  hostPhone: string | null;
  hostEmail: string | null;
}

const athens = (value: Date | string | null) => (value === null ? null : formatAthensDateTime(new Date(value)));

export async function loadPublicVenues(db: DbOrTx, championshipId: number): Promise<TPublicVenue[]> {
  const { rows } = await db.execute<TPublicVenue & Record<string, unknown>>(sql`
    select c.id, c.name, c.acronym, v.default_surface as "defaultSurface",
      coalesce((select array_agg(s.surface::text order by s.surface) from club_surfaces s where s.club_id = c.id), '{}') as surfaces
    from championship_venues v join clubs c on c.id = v.club_id
    where v.championship_id = ${championshipId}
    order by v.position, c.name`);
  return rows;
}

async function loadWhere(db: DbOrTx, where: SQL): Promise<TPublicChampionship> {
  const { rows } = await db.execute<ChampionshipRow>(sql`
    select ch.id, ch.name, ch.slug, ch.state, ch.type, ch.gender, ch.year,
      ch.starting_year as "startingYear", ch.ending_year as "endingYear",
      ch.regular_season_start as "regularSeasonStart", ch.regular_season_end as "regularSeasonEnd",
      ch.open_under as "openUnder", ch.participations_open as "participationsOpen",
      ch.poster_path as "posterPath", ch.proclamation_path as "proclamationPath",
      ch.facebook_url as "facebookUrl", ch.instagram_url as "instagramUrl", ch.youtube_url as "youtubeUrl",
      h.id as "hostId", h.name as "hostName", h.slug as "hostSlug", h.phone as "hostPhone", h.email as "hostEmail"
    from championships ch join tournament_hosts h on h.id = ch.host_id
    where ${where} and ch.state <> 'draft'`);
  const row = rows[0];
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    state: row.state,
    type: row.type,
    gender: row.gender,
    year: row.year,
    startingYear: row.startingYear,
    endingYear: row.endingYear,
    regularSeasonStart: athens(row.regularSeasonStart),
    regularSeasonEnd: athens(row.regularSeasonEnd),
    openUnder: row.openUnder,
    participationsOpen: row.participationsOpen,
    host: { id: row.hostId, name: row.hostName, slug: row.hostSlug, phone: row.hostPhone, email: row.hostEmail },
    venues: await loadPublicVenues(db, row.id),
    posterUrl: row.posterPath ? championshipPosterUrl(row.id) : null,
    proclamationUrl: row.proclamationPath ? `/api/championships/${row.id}/proclamation` : null,
    showsMonthlyRace:
      row.type === 'singles' && row.gender === 0 && row.hostId === MAIN_HOST_ID && RACE_YEARS.has(row.year),
    videos: await loadPublicVideos(db, row.id),
    socialLinks: socialLinksOf(row),
  };
}

export const loadPublicChampionship = (db: DbOrTx, id: number) => loadWhere(db, sql`ch.id = ${id}`);
export const loadPublicChampionshipBySlug = (db: DbOrTx, slug: string) => loadWhere(db, sql`ch.slug = ${slug}`);
