import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACHIEVEMENT_MESSAGES } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/http-error.js';
import { achievementBadgePng, achievementBadgeSvg } from './achievement-badge-image.js';
import { loadAchievementShare } from './load-achievement-share.js';

/**
 * Answers the badge's PNG of an unlocked achievement, or 404. Its ETag is the
 * SVG's: an unchanged picture is not drawn again, a renamed player gets a new one.
 */
export async function sendAchievementBadge(
  db: Db,
  params: { id: number; achievementId: number },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const share = await loadAchievementShare(db, params.id, params.achievementId);
  if (!share) throw notFound(ACHIEVEMENT_MESSAGES.notUnlocked);
  const svg = achievementBadgeSvg(share);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/png').send(await achievementBadgePng(svg));
}
