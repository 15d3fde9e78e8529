import { sql } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import type { TAnnihilationItem } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';

// What removing a player for good would take with it, and what keeps it
// (spec 3 §2 Players: matches, participations, a wallet with a balance).
// Matches and participations are other people's history too (opponents'
// results, standings, draws), a balance is money owed, and an account is a
// person who signs in as this player: those block. What is the player's
// alone goes with the player: host client entries, availability,
// achievements, sign-up requests and an empty wallet with its history.

interface Counts {
  displayName: string;
  matches: number;
  tournamentParticipations: number;
  championshipParticipations: number;
  doublesTeams: number;
  userId: number | null;
  walletBalance: number | null;
  walletTransactions: number;
  clients: number;
  availability: number;
  achievements: number;
  participationRequests: number;
}

export interface AnnihilationCheck {
  playerId: number;
  displayName: string;
  annihilable: boolean;
  blockers: TAnnihilationItem[];
  deletions: TAnnihilationItem[];
}

async function countRecords(db: DbOrTx, playerId: number): Promise<Counts | null> {
  const { rows } = await db.execute<{ [K in keyof Counts]: Counts[K] }>(sql`
    select
      p.display_name as "displayName",
      (select count(*) from matches m where ${playerId} in (m.home_player1_id, m.home_player2_id, m.away_player1_id, m.away_player2_id))::int as "matches",
      (select count(*) from participations pa where pa.player_id = p.id)::int as "tournamentParticipations",
      (select count(*) from championship_participations cp where cp.player_id = p.id)::int as "championshipParticipations",
      (select count(*) from doubles_teams dt where p.id in (dt.player1_id, dt.player2_id))::int as "doublesTeams",
      p.user_id as "userId",
      (select w.balance_cents from wallets w where w.player_id = p.id) as "walletBalance",
      (select count(*) from wallet_transactions wt join wallets w on w.id = wt.wallet_id where w.player_id = p.id)::int as "walletTransactions",
      (select count(*) from clients c where c.player_id = p.id)::int as "clients",
      (select count(*) from availability_events a where a.player_id = p.id)::int as "availability",
      (select count(*) from player_achievements pa2 where pa2.player_id = p.id)::int as "achievements",
      (select count(*) from participation_requests pr where pr.player_id = p.id)::int as "participationRequests"
    from players p where p.id = ${playerId}`);
  return rows[0] ?? null;
}

const item = (kind: TAnnihilationItem['kind'], count: number, label: string): TAnnihilationItem => ({
  kind,
  count,
  label,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The counted records, each with its Greek name in the singular and the plural. */
type Counted = Extract<keyof Counts, TAnnihilationItem['kind']>;
type CountedName = readonly [Counted, string, string];

const BLOCKING: readonly CountedName[] = [
  ['matches', 'αγώνας', 'αγώνες'],
  ['tournamentParticipations', 'συμμετοχή σε τουρνουά', 'συμμετοχές σε τουρνουά'],
  ['championshipParticipations', 'συμμετοχή σε πρωτάθλημα', 'συμμετοχές σε πρωτάθλημα'],
  ['doublesTeams', 'ομάδα διπλού', 'ομάδες διπλού'],
];
const DELETED_WITH_THE_PLAYER: readonly CountedName[] = [
  ['clients', 'εγγραφή σε πελατολόγιο', 'εγγραφές σε πελατολόγια'],
  ['availability', 'δήλωση διαθεσιμότητας', 'δηλώσεις διαθεσιμότητας'],
  ['achievements', 'επίτευγμα', 'επιτεύγματα'],
  ['participationRequests', 'αίτηση συμμετοχής', 'αιτήσεις συμμετοχής'],
];

/** An item for each counted record the player has. */
const itemsOf = (counts: Counts, names: readonly CountedName[]): TAnnihilationItem[] =>
  names
    .filter(([kind]) => counts[kind] > 0)
    .map(([kind, one, many]) => item(kind, counts[kind], plural(counts[kind], one, many)));

function blockersOf(counts: Counts): TAnnihilationItem[] {
  const blockers = itemsOf(counts, BLOCKING);
  if (counts.walletBalance !== null && counts.walletBalance !== 0)
    blockers.push(item('wallet', 1, `Πορτοφόλι με υπόλοιπο ${formatCredits(counts.walletBalance)}`));
  if (counts.userId !== null)
    blockers.push(item('linkedUser', 1, 'Συνδεδεμένος λογαριασμός χρήστη (αποσυνδέστε τον πρώτα)'));
  return blockers;
}

function deletionsOf(counts: Counts): TAnnihilationItem[] {
  const deletions: TAnnihilationItem[] = [];
  if (counts.walletBalance === 0) deletions.push(item('wallet', 1, 'Πορτοφόλι χωρίς υπόλοιπο'));
  if (counts.walletTransactions > 0 && counts.walletBalance === 0)
    deletions.push(
      item(
        'walletTransactions',
        counts.walletTransactions,
        plural(counts.walletTransactions, 'κίνηση πορτοφολιού', 'κινήσεις πορτοφολιού'),
      ),
    );
  return [...deletions, ...itemsOf(counts, DELETED_WITH_THE_PLAYER)];
}

/** What annihilating the player would delete and what blocks it; null for an unknown player. */
export async function checkPlayerAnnihilation(db: DbOrTx, playerId: number): Promise<AnnihilationCheck | null> {
  const counts = await countRecords(db, playerId);
  if (counts === null) return null;
  const blockers = blockersOf(counts);
  return {
    playerId,
    displayName: counts.displayName,
    annihilable: blockers.length === 0,
    blockers,
    deletions: deletionsOf(counts),
  };
}
