import { formatScore } from '@tennis/domain';
import { and, eq, gte, inArray, isNotNull, like } from 'drizzle-orm';
import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import {
  championships,
  communicationPreferences,
  matches,
  players,
  sentEmails,
  tournaments,
  users,
} from '../db/schema/index.js';
import { scoreFromRow } from '../db/schema/score.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import type { Mailer } from '../mail/mailer.js';
import { MATCH_RESULT_TEMPLATE, matchResultMail } from '../mail/templates/match-result.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

export type NotificationEnv = Pick<Env, 'APP_URL' | 'AUTH_SECRET'>;

/**
 * How far back the job looks: a result older than this was mailed already, or
 * is no news any more (the server was down for hours).
 */
const LOOK_BACK_MS = 6 * 3_600_000;

const sideOf = (m: typeof matches.$inferSelect, side: 0 | 1) =>
  (side === 0 ? [m.homePlayer1Id, m.homePlayer2Id] : [m.awayPlayer1Id, m.awayPlayer2Id]).filter(
    (id): id is number => id !== null,
  );

/**
 * Mails each player with an account the result of every championship or
 * tournament match concluded lately, unless they turned results mails off (a
 * missing preference means e-mail). Once per player and conclusion: the key
 * names the match and its conclusion time, so a job run twice, or retried,
 * sends nothing new, and a match rolled back and scored again is news again.
 */
export async function mailMatchResults(
  db: Db,
  mailer: Mailer,
  env: NotificationEnv,
  now = new Date(),
): Promise<number> {
  const concluded = await db
    .select({ match: matches, championshipName: championships.name, tournamentName: tournaments.name })
    .from(matches)
    .leftJoin(championships, eq(championships.id, matches.championshipId))
    .leftJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        inArray(matches.kind, ['championship', 'tournament']),
        eq(matches.state, 'concluded'),
        eq(matches.isBye, false),
        isNotNull(matches.winner),
        gte(matches.concludedAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    );
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const mailed = await db
    .select({ key: sentEmails.dedupeKey })
    .from(sentEmails)
    .where(and(like(sentEmails.dedupeKey, 'match-result:%'), gte(sentEmails.createdAt, since)));
  const done = new Set(mailed.map((row) => row.key));
  let sent = 0;
  for (const { match, championshipName, tournamentName } of concluded) {
    const ids = [...sideOf(match, 0), ...sideOf(match, 1)];
    const people = await db
      .select({
        id: players.id,
        name: players.name,
        displayName: players.displayName,
        userId: users.id,
        email: users.email,
        verified: users.emailVerified,
        channel: communicationPreferences.channel,
      })
      .from(players)
      .leftJoin(users, eq(users.id, players.userId))
      .leftJoin(
        communicationPreferences,
        and(eq(communicationPreferences.userId, players.userId), eq(communicationPreferences.category, 'results')),
      )
      .where(inArray(players.id, ids));
    const nameOf = (side: 0 | 1) =>
      sideOf(match, side)
        .map((id) => people.find((p) => p.id === id)?.displayName ?? '')
        .join(' / ');
    const score = match.walkover ? '' : formatScore(scoreFromRow(match));
    for (const person of people) {
      // Nothing personal to an address its owner has not confirmed.
      if (person.userId === null || !person.email || !person.verified || person.channel === 'none') continue;
      const key = `match-result:${match.id}:${match.concludedAt?.toISOString() ?? ''}:${person.userId}`;
      if (done.has(key)) continue;
      const side: 0 | 1 = sideOf(match, 0).includes(person.id) ? 0 : 1;
      const links = unsubscribeLinks(env, person.userId, 'results');
      const mail = matchResultMail({
        name: person.name,
        eventName: championshipName ?? tournamentName ?? '',
        ownSide: nameOf(side),
        otherSide: nameOf(side === 0 ? 1 : 0),
        won: match.winner === side,
        score,
        profileUrl: `${env.APP_URL.replace(/\/$/, '')}/players/${person.id}`,
        unsubscribeUrl: links.pageUrl,
      });
      const id = await mailer.sendOnce(key, {
        ...mail,
        to: person.email,
        template: MATCH_RESULT_TEMPLATE,
        userId: person.userId,
        headers: links.headers,
      });
      if (id !== null) sent += 1;
    }
  }
  return sent;
}

/** Every minute: the results concluded since, mailed a minute or so after the score is written. */
export const mailMatchResultsJob = (db: Db, mailer: Mailer, env: NotificationEnv): JobDefinition => ({
  name: 'mail-match-results',
  cron: '* * * * *',
  handle: async () => {
    await mailMatchResults(db, mailer, env);
  },
});
