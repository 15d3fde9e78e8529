import type { TCategoryDraw, TDrawMatch, TEntryStatus, TTournament, TTournamentCategory } from '@tennis/contracts';

/** A tournament category for tests; override what the test is about. */
export function buildTournamentCategory(overrides: Partial<TTournamentCategory> = {}): TTournamentCategory {
  return {
    id: 11,
    tournamentId: 4,
    hostCategoryId: null,
    name: 'Ανδρών Μονό',
    abbreviation: 'ΑΜ',
    type: 'singles',
    gender: 0,
    visible: true,
    initialized: true,
    hasComeToAnEnd: false,
    participations: 8,
    matchFormat: 'SET3-S:6/TB7-F:TB10',
    ...overrides,
  };
}

/** A published tournament of host 1 as the back office reads it. */
export function buildTournament(overrides: Partial<TTournament> = {}): TTournament {
  return {
    id: 4,
    name: 'Τουρνουά Χριστουγέννων 2026',
    slug: 'tournoua-christougennon-2026',
    host: { id: 1, slug: 'athens-tennis', name: 'Athens Tennis', phone: '2101234567', logoUrl: null },
    clubId: null,
    club: null,
    surface: 'clay',
    address: null,
    state: 'pending',
    participationsOpen: true,
    tournamentStart: '2026-12-12 09:00:00',
    tournamentEnd: '2026-12-20 21:00:00',
    participationsEnd: '2026-12-10 23:00:00',
    firstCategoryCost: 25,
    secondCategoryCost: 15,
    maxParticipations: null,
    contactPhones: null,
    publicUrl: '/tournaments/athens-tennis/tournoua-christougennon-2026',
    publicPosterUrl: null,
    publicProclamationUrl: null,
    sponsors: [],
    tournamentCategories: [buildTournamentCategory()],
    tournamentParticipations: { pending: 2, approved: 8 },
    permissions: { backofficeView: true, update: true, godMode: false },
    ...overrides,
  };
}

/** A category's draw before initialisation; add matches or groups per test. */
export function buildCategoryDraw(overrides: Partial<TCategoryDraw> = {}): TCategoryDraw {
  return {
    id: 11,
    tournamentId: 4,
    name: 'Ανδρών Μονό',
    type: 'singles',
    initialized: false,
    hasComeToAnEnd: false,
    drawSize: null,
    drawSizeOptions: [8, 4],
    approvedParticipations: 8,
    primaryParticipations: 8,
    winner: null,
    finalist: null,
    matches: [],
    qualifierMatches: [],
    roundRobin: false,
    roundRobinPhase: null,
    drawFollowUpSize: null,
    knockoutPhaseCategoryId: null,
    groups: [],
    unplacedParticipations: [],
    seedCount: 0,
    seedsAreSet: false,
    venues: [],
    permissions: { update: true, backofficeView: true },
    ...overrides,
  };
}

const emptyPart = {
  home: null,
  away: null,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
  winner: null,
};

/** One side of a draw match: a player, or nobody (`null`). */
export const drawSide = (player: { id: number; displayName: string } | null, entryStatus: TEntryStatus = 'direct') =>
  player
    ? { displayName: player.displayName, players: [{ ...player, atrp: null, balls: false }], entryStatus }
    : { displayName: null, players: [], entryStatus: null };

/** A first-round match of an 8-draw between two players, unplayed. */
export function buildDrawMatch(overrides: Partial<TDrawMatch> = {}): TDrawMatch {
  return {
    id: 201,
    kind: 'tournament',
    type: 'singles',
    state: 'initialized',
    hostId: 1,
    championshipId: null,
    tournamentId: 4,
    eventName: 'Τουρνουά Χριστουγέννων 2026',
    home: drawSide({ id: 31, displayName: 'Μάριος Λεβέντης' }),
    away: drawSide({ id: 32, displayName: 'Στέλιος Γεωργίου' }),
    winner: null,
    score: { s1: emptyPart, s2: emptyPart, st: emptyPart },
    scoreText: '',
    matchFormat: 'SET3-S:6/TB7-F:TB10',
    scheduledAt: null,
    club: null,
    surface: null,
    phase: 8,
    orderOfPlayComments: null,
    suspended: false,
    bye: false,
    wo: false,
    featured: false,
    concludedAt: null,
    version: 1,
    permissions: { manage: true, score: true, schedule: true, rollback: true, swap: false, delete: false },
    aa: 1,
    tournamentPhase: 8,
    isQualifierMatch: false,
    homeSeed: null,
    awaySeed: null,
    homeLabel: '',
    awayLabel: '',
    canBeRolledBack: false,
    ...overrides,
  };
}
