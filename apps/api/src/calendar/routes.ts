import { and, asc, eq, isNotNull, not } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  MATCH_NOT_FOUND,
  PLAYER_MESSAGES,
  ZCalendarFeedChangeResponse,
  ZCalendarFeedParams,
  ZCalendarFeedResponse,
  ZIdParams,
  ZTournamentCalendarParams,
} from '@tennis/contracts';
import type { FastifyReply } from 'fastify';
import { actorOf, requireUser } from '../auth/policy.js';
import { matches, tournaments } from '../db/schema/index.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { findPlayerOwner } from '../players/load-player-details.js';
import { isSelf } from '../players/player-access.js';
import { feedUrl, findFeedToken, playerOfFeed, removeFeedToken, replaceFeedToken } from './calendar-feed-store.js';
import { writeCalendar } from './icalendar.js';
import { matchEvents } from './match-events.js';
import { loadPlayerFeed } from './player-feed.js';
import { mayReadMatch } from '../matches/may-read-match.js';

// Calendar feeds (iCalendar, RFC 5545): a player's private feed of their
// matches, whose address carries a secret only they can make, replace or
// remove; a public feed of each tournament's order of play; and one match as
// an .ics file. Calendar apps poll the feeds every few hours.

const ICS = z.string().describe('text/calendar');
/** A tournament's order of play, every day of it. */
const TOURNAMENT_FEED_LIMIT = 4_000;

function sendCalendar(reply: FastifyReply, text: string, cacheControl: string, filename?: string) {
  reply.type('text/calendar; charset=utf-8').header('cache-control', cacheControl);
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(text);
}

/** The signed-in player themself: nobody else sees or changes the secret of their feed. */
async function requireOwnPlayer(
  app: Parameters<FastifyPluginAsyncZod>[0],
  request: Parameters<typeof actorOf>[0],
  id: number,
) {
  requireUser(request);
  const player = await findPlayerOwner(app.db, id);
  if (!player) throw notFound(PLAYER_MESSAGES.notFound);
  if (!isSelf(actorOf(request), player)) throw forbidden(CALENDAR_MESSAGES.ownOnly);
  return player;
}

/** The address of the player's own feed: seen, made, replaced and removed by the player alone. */
const feedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const url = (token: string | null) => (token === null ? null : feedUrl(app.env.APP_URL, token));

  app.get(
    '/api/players/:id/calendar-feed',
    {
      schema: {
        tags,
        summary: "The address of the player's private calendar feed, or null; the player themself only.",
        params: ZIdParams,
        response: { 200: ZCalendarFeedResponse },
      },
    },
    async (request, reply) => {
      const player = await requireOwnPlayer(app, request, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { data: { url: url(await findFeedToken(app.db, player.id)) } };
    },
  );

  app.post(
    '/api/players/:id/calendar-feed',
    {
      schema: {
        tags,
        summary:
          "Makes the player's feed address, or replaces it (the old one stops working); the player themself only.",
        params: ZIdParams,
        response: { 200: ZCalendarFeedChangeResponse },
      },
    },
    async (request) => {
      const player = await requireOwnPlayer(app, request, request.params.id);
      const { token, replaced } = await replaceFeedToken(app.db, player.id);
      return { message: replaced ? CALENDAR_MESSAGES.replaced : CALENDAR_MESSAGES.created, data: { url: url(token) } };
    },
  );

  app.delete(
    '/api/players/:id/calendar-feed',
    {
      schema: {
        tags,
        summary: "Removes the player's feed address: calendar apps polling it get 404 from then on.",
        params: ZIdParams,
        response: { 200: ZCalendarFeedChangeResponse },
      },
    },
    async (request) => {
      const player = await requireOwnPlayer(app, request, request.params.id);
      await removeFeedToken(app.db, player.id);
      return { message: CALENDAR_MESSAGES.revoked, data: { url: null } };
    },
  );
};

/** The feeds themselves and the one-match file. */
const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  app.get(
    '/api/calendar/players/:token/matches.ics',
    {
      config: { sharedCache: true },
      schema: {
        tags,
        summary:
          "A player's private feed: their scheduled matches (championship, tournament, friendly) from 60 days back, in Europe/Athens.",
        params: ZCalendarFeedParams,
        response: { 200: ICS },
      },
    },
    async (request, reply) => {
      const playerId = await playerOfFeed(app.db, request.params.token);
      if (playerId === null) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const calendar = await loadPlayerFeed(app.db, playerId, app.env.APP_URL);
      // Private: the address is a secret, and no shared cache should keep what it opens.
      return sendCalendar(reply, writeCalendar(calendar), 'private, max-age=300');
    },
  );

  app.get(
    '/api/calendar/tournaments/:id/order-of-play.ics',
    {
      config: { sharedCache: true },
      schema: {
        tags,
        summary: "A tournament's order of play as a public feed: every scheduled match, in Europe/Athens.",
        params: ZTournamentCalendarParams,
        response: { 200: ICS },
      },
    },
    async (request, reply) => {
      const [tournament] = await app.db
        .select({ id: tournaments.id, name: tournaments.name })
        .from(tournaments)
        .where(and(eq(tournaments.id, request.params.id), not(eq(tournaments.state, 'draft'))));
      if (!tournament) throw notFound();
      const rows = await app.db
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, tournament.id), isNotNull(matches.scheduledAt), not(matches.isBye)))
        .orderBy(asc(matches.scheduledAt), asc(matches.id))
        .limit(TOURNAMENT_FEED_LIMIT);
      const events = await matchEvents(app.db, rows, app.env.APP_URL);
      const name = `${tournament.name} · Πρόγραμμα αγώνων`;
      return sendCalendar(reply, writeCalendar({ name, events }), 'public, max-age=300');
    },
  );

  app.get(
    '/api/matches/:id/calendar.ics',
    {
      schema: {
        tags,
        summary:
          'One scheduled match as an .ics file to add to a calendar; a friendly only for its players and the back office.',
        params: ZIdParams,
        response: { 200: ICS },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(matches).where(eq(matches.id, request.params.id));
      if (!row || !(await mayReadMatch(app.db, actorOf(request), row))) throw notFound(MATCH_NOT_FOUND);
      if (row.scheduledAt === null) throw notFound(CALENDAR_MESSAGES.notScheduled);
      const events = await matchEvents(app.db, [row], app.env.APP_URL);
      return sendCalendar(reply, writeCalendar({ name: 'Αγώνας', events }), 'private, no-store', `match-${row.id}.ics`);
    },
  );
};

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(feedAddressRoutes);
  await app.register(feedRoutes);
};
