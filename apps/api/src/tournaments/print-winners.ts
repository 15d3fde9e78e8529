import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { doublesTeams, participations, players, tournamentCategories } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import type { TournamentRow } from './tournament-access.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A participation's display name: the player, or both players of a doubles team. */
async function entrantNames(db: DbOrTx, participationIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (participationIds.length === 0) return names;
  const rows = await db
    .select({
      id: participations.id,
      surname: players.surname,
      name: players.name,
      doublesTeamId: participations.doublesTeamId,
    })
    .from(participations)
    .innerJoin(players, eq(players.id, participations.playerId))
    .where(inArray(participations.id, participationIds));
  const teamIds = rows.map((row) => row.doublesTeamId).filter((id): id is number => id !== null);
  const teams = new Map<number, string>();
  if (teamIds.length > 0) {
    const teamRows = await db
      .select({ id: doublesTeams.id, player1Id: doublesTeams.player1Id, player2Id: doublesTeams.player2Id })
      .from(doublesTeams)
      .where(inArray(doublesTeams.id, teamIds));
    const memberIds = teamRows.flatMap((team) => [team.player1Id, team.player2Id]);
    const members = await db
      .select({ id: players.id, surname: players.surname, name: players.name })
      .from(players)
      .where(inArray(players.id, memberIds));
    const memberName = new Map(members.map((m) => [m.id, `${m.surname} ${m.name}`]));
    for (const team of teamRows)
      teams.set(team.id, `${memberName.get(team.player1Id) ?? ''} / ${memberName.get(team.player2Id) ?? ''}`);
  }
  for (const row of rows)
    names.set(
      row.id,
      (row.doublesTeamId !== null ? teams.get(row.doublesTeamId) : undefined) ?? `${row.surname} ${row.name}`,
    );
  return names;
}

/**
 * The printable winners page: one row per category with its winner and
 * finalist (a dash while the category is still being played). Plain HTML
 * with print styles, so the browser's print dialog is all it needs.
 */
export async function renderPrintWinners(db: DbOrTx, tournament: TournamentRow): Promise<string> {
  const categories = await db
    .select()
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournament.id))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  const ids = categories
    .flatMap((c) => [c.winnerParticipationId, c.finalistParticipationId])
    .filter((id): id is number => id !== null);
  const names = await entrantNames(db, ids);
  const nameOf = (id: number | null) => escapeHtml(id === null ? '—' : (names.get(id) ?? '—'));
  const rows = categories
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.name)}</td><td>${nameOf(c.winnerParticipationId)}</td><td>${nameOf(c.finalistParticipationId)}</td></tr>`,
    )
    .join('\n');
  const date = formatAthensDateTime(tournament.tournamentStart).slice(0, 10).split('-').reverse().map(Number).join('/');
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tournament.name)} — Νικητές</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1c1917}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:0 0 1.5rem;color:#57534e}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #d6d3d1;padding:.5rem .75rem;text-align:left}
th{background:#f5f5f4}
@media print{body{margin:0}button{display:none}}
</style>
</head>
<body>
<h1>${escapeHtml(tournament.name)}</h1>
<p>${date}</p>
<table>
<thead><tr><th>Κατηγορία</th><th>Νικητής</th><th>Φιναλίστ</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><button type="button" onclick="window.print()">Εκτύπωση</button></p>
</body>
</html>`;
}
