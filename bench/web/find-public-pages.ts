// The five public pages the benchmark opens, found through the public API of
// the running server, so the benchmark follows the demo data as it changes.

export interface PublicPage {
  name: string;
  path: string;
  /** Said next to the page's numbers: what was picked, and any stand-in. */
  note: string;
}

interface TournamentSummary {
  name: string;
  state: string;
  participationsCount: number;
  publicUrl: string;
}
interface TournamentDetails {
  name: string;
  publicUrl: string;
  tournamentCategories: { id: number; name: string; visible: boolean; initialized: boolean }[];
}
interface ChampionshipMenuEntry {
  id: number;
  name: string;
  slug: string;
  state: string;
}
interface Draw {
  drawSize: number | null;
}

const WANTED_DRAW_SIZE = 64;
/** Tournament ids are a sequence: this many misses in a row means the walk is past the last one. */
const MISSES_PAST_THE_END = 5;

async function getData<T>(origin: string, path: string): Promise<T | null> {
  const response = await fetch(`${origin}${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function busiestUnderwayTournament(origin: string): Promise<PublicPage> {
  const underway = (await getData<TournamentSummary[]>(origin, '/api/tournaments/underway?pageLength=250')) ?? [];
  const upcoming = (await getData<TournamentSummary[]>(origin, '/api/tournaments/upcoming?pageLength=250')) ?? [];
  const [busiest] = [...(underway.length > 0 ? underway : upcoming)].sort(
    (a, b) => b.participationsCount - a.participationsCount,
  );
  if (!busiest) throw new Error('the demo data has no underway or upcoming tournament');
  return {
    name: 'tournament landing',
    path: busiest.publicUrl,
    note: `${busiest.name} (${busiest.state}, ${busiest.participationsCount} participations)`,
  };
}

/**
 * The public lists hold only underway and upcoming tournaments, while the
 * biggest draws may be archived: walk the tournaments by id instead.
 */
async function everyTournament(origin: string): Promise<TournamentDetails[]> {
  const found: TournamentDetails[] = [];
  for (let id = 1, misses = 0; misses < MISSES_PAST_THE_END; id += 1) {
    const tournament = await getData<TournamentDetails>(origin, `/api/tournaments/${id}`);
    misses = tournament ? 0 : misses + 1;
    if (tournament) found.push(tournament);
  }
  return found;
}

async function largestDraw(origin: string): Promise<PublicPage> {
  let best: { tournament: TournamentDetails; categoryId: number; categoryName: string; size: number } | null = null;
  for (const tournament of await everyTournament(origin)) {
    for (const category of tournament.tournamentCategories.filter((c) => c.visible && c.initialized)) {
      const draw = await getData<Draw>(origin, `/api/tournaments/tournament-categories/${category.id}/draw`);
      const size = draw?.drawSize ?? 0;
      if (size > (best?.size ?? 0)) best = { tournament, categoryId: category.id, categoryName: category.name, size };
    }
  }
  if (!best) throw new Error('the demo data has no initialised knockout draw');
  const what = `${best.tournament.name}, ${best.categoryName}: a ${best.size} draw`;
  return {
    name: `public draw (${best.size})`,
    path: `${best.tournament.publicUrl}/draws?categoryId=${best.categoryId}`,
    note:
      best.size === WANTED_DRAW_SIZE
        ? what
        : `${what} — the demo data has no ${WANTED_DRAW_SIZE} draw, so its largest stands in`,
  };
}

async function championshipPages(origin: string): Promise<PublicPage[]> {
  const menu = (await getData<ChampionshipMenuEntry[]>(origin, '/api/championships-menu')) ?? [];
  const championship = menu.find((entry) => entry.state === 'underway') ?? menu[0];
  if (!championship) throw new Error('the demo data has no championship');
  const note = `${championship.name} (${championship.state})`;
  return [
    { name: 'championship', path: `/championships/${championship.slug}`, note },
    { name: 'standings (fullscreen)', path: `/static-content/championships/${championship.id}/standings`, note },
  ];
}

export async function findPublicPages(origin: string): Promise<PublicPage[]> {
  return [
    { name: 'home', path: '/home', note: 'the home page, as a guest' },
    await busiestUnderwayTournament(origin),
    await largestDraw(origin),
    ...(await championshipPages(origin)),
    // A guest who types the address: the server's redirect to /home, then the home page. Shown beside the five
    // pages the targets are for, so the cost of that extra round trip is in plain sight.
    { name: 'site address (/)', path: '/', note: 'a guest opening the site: 302 to /home' },
  ];
}
