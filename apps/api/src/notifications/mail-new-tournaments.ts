import { and, eq, gte, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sentEmails, tournamentHosts, tournaments } from '../db/schema/index.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import type { Mailer } from '../mail/mailer.js';
import { TOURNAMENT_ANNOUNCED_TEMPLATE, tournamentAnnouncedMail } from '../mail/templates/tournament-announced.js';
import { tournamentPublicUrl } from '../tournaments/tournament-urls.js';
import type { NotificationEnv } from './mail-match-results.js';
import { unsubscribeLinks } from './unsubscribe-links.js';

/** A tournament published longer ago than this is no news any more (the job was down for days). */
const LOOK_BACK_MS = 2 * 86_400_000;

interface Reader {
  userId: number;
  email: string;
  name: string;
}

/**
 * Who hears of a host's new tournament (decision 031): every player with an
 * account and a verified e-mail who took part (an approved entry) in another
 * tournament or a championship of that host, unless their events mails are
 * off. A player linked to several of the host's events is one reader.
 */
async function readersOf(db: Db, hostId: number, tournamentId: number): Promise<Reader[]> {
  const { rows } = await db.execute<{ user_id: number; email: string; name: string }>(sql`
    select distinct u.id as user_id, u.email, u.name
    from players p
    join users u on u.id = p.user_id and u.email_verified
    left join communication_preferences cp on cp.user_id = u.id and cp.category = 'events'
    where coalesce(cp.channel, 'email') = 'email'
      and (
        exists (
          select 1 from participations e join tournaments o on o.id = e.tournament_id
          where e.player_id = p.id and e.state = 'approved' and o.host_id = ${hostId} and o.id <> ${tournamentId}
        )
        or exists (
          select 1 from championship_participations e join championships c on c.id = e.championship_id
          where e.player_id = p.id and e.state = 'approved' and c.host_id = ${hostId}
        )
      )
    order by u.id`);
  return rows.map((row) => ({ userId: row.user_id, email: row.email, name: row.name }));
}

/**
 * Mails the host's players each tournament made public lately (a draft
 * published, `published_at`), once per tournament and reader: the key names
 * both, so a re-run, a retry or a tournament taken back to draft and
 * published again sends nothing twice. A tournament back in draft is skipped.
 */
export async function mailNewTournaments(
  db: Db,
  mailer: Mailer,
  env: NotificationEnv,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const published = await db
    .select({ tournament: tournaments, hostName: tournamentHosts.name, hostSlug: tournamentHosts.slug })
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(and(gte(tournaments.publishedAt, since), ne(tournaments.state, 'draft')));
  if (published.length === 0) return 0;
  const mailed = await db
    .select({ key: sentEmails.dedupeKey })
    .from(sentEmails)
    .where(and(like(sentEmails.dedupeKey, 'tournament-announced:%'), gte(sentEmails.createdAt, since)));
  const done = new Set(mailed.map((row) => row.key));
  const appUrl = env.APP_URL.replace(/\/$/, '');
  let sent = 0;
  for (const { tournament, hostName, hostSlug } of published) {
    for (const reader of await readersOf(db, tournament.hostId, tournament.id)) {
      const key = `tournament-announced:${tournament.id}:${reader.userId}`;
      if (done.has(key)) continue;
      const links = unsubscribeLinks(env, reader.userId, 'events');
      const mail = tournamentAnnouncedMail({
        name: reader.name,
        hostName,
        tournamentName: tournament.name,
        tournamentStart: formatAthensDateTime(tournament.tournamentStart),
        participationsEnd: formatAthensDateTime(tournament.participationsEnd),
        tournamentUrl: `${appUrl}${tournamentPublicUrl(hostSlug, tournament.slug)}`,
        unsubscribeUrl: links.pageUrl,
      });
      const id = await mailer.sendOnce(key, {
        ...mail,
        to: reader.email,
        template: TOURNAMENT_ANNOUNCED_TEMPLATE,
        userId: reader.userId,
        headers: links.headers,
      });
      if (id !== null) sent += 1;
    }
  }
  return sent;
}

/** Every minute: the tournaments published since, announced a minute or so after the host publishes. */
export const mailNewTournamentsJob = (db: Db, mailer: Mailer, env: NotificationEnv): JobDefinition => ({
  name: 'mail-new-tournaments',
  cron: '* * * * *',
  handle: async () => {
    await mailNewTournaments(db, mailer, env);
  },
});
