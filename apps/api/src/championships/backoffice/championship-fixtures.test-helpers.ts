import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { championshipParticipations, matches } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { buildChampionship, buildPlayer } from '../../test/build-records.js';

/** A singles men's championship of host 1 with `count` players registered in the given states. */
export async function buildChampionshipWithPlayers(
  db: Db,
  states: ('pending' | 'approved' | 'rejected')[],
  values: Parameters<typeof buildChampionship>[1] = {},
) {
  const championship = await buildChampionship(db, values);
  const entries = [];
  for (const [index, state] of states.entries()) {
    const player = await buildPlayer(db, { name: index % 2 === 0 ? 'Νίκος' : 'Γιάννης', surname: `Αθλητής${index}` });
    const [participation] = await db
      .insert(championshipParticipations)
      .values({ championshipId: championship.id, playerId: player.id, state, atrp: state === 'approved' ? 3 : null })
      .returning();
    entries.push({ player, participation: participation! });
  }
  return { championship, entries };
}

/** A concluded Regular Season singles match of a championship (home wins unless told). */
export async function buildPlayedMatch(
  db: Db,
  championshipId: number,
  homePlayerId: number,
  awayPlayerId: number,
  options: { winner?: 0 | 1; at: string; clubId?: number | null; walkover?: boolean },
) {
  const [match] = await db
    .insert(matches)
    .values({
      kind: 'championship',
      championshipId,
      hostId: 1,
      homePlayer1Id: homePlayerId,
      awayPlayer1Id: awayPlayerId,
      state: 'concluded',
      winner: options.winner ?? 0,
      walkover: options.walkover ?? false,
      tournamentPhase: REGULAR_SEASON_PHASE,
      s1Home: options.winner === 1 ? 3 : 6,
      s1Away: options.winner === 1 ? 6 : 3,
      s2Home: options.winner === 1 ? 2 : 6,
      s2Away: options.winner === 1 ? 6 : 2,
      clubId: options.clubId ?? null,
      scheduledAt: new Date(options.at),
      concludedAt: new Date(options.at),
    })
    .returning();
  return match!;
}

/** A multipart body as a browser sends it: the fields as JSON in `payload`, then the files. */
export function multipartBody(payload: object | null, files: { field: string; filename: string; content: Buffer }[]) {
  const boundary = `----championship${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (payload) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
