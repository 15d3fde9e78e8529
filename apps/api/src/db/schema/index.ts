// The whole data model. drizzle-kit reads this file to generate migrations,
// and the database client passes it to Drizzle for typed and relational queries.
export * from './enums.js';
export * from './auth.js';
export * from './hosts-and-clubs.js';
export * from './players.js';
export * from './tournaments.js';
export * from './tournament-categories.js';
export * from './participation-requests.js';
export * from './championships.js';
export * from './matches.js';
export * from './wallet.js';
export * from './availability.js';
export * from './achievements.js';
export * from './preferences.js';
export * from './content.js';
export * from './system.js';
export * from './rate-limits.js';
export * from './idempotency.js';
export * from './calendar-feeds.js';
export * from './relations.js';
export {
  scoreFromRow,
  scoreToRow,
  SCORE_PARTS,
  type MatchScore,
  type PartScore,
  type ScorePart,
  type ScoreRow,
} from './score.js';
export { searchChanges, searchNameMatches, NORMALIZE_SEARCH_TEXT } from './search.js';
