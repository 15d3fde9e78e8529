import { createHmac, timingSafeEqual } from 'node:crypto';
import { COMMUNICATION_TOPICS, type TCommunicationTopic } from '@tennis/contracts';

/**
 * A mail's unsubscribe token: `<userId>.<category>.<signature>`, the signature
 * an HMAC-SHA256 of both by the server's secret. Nothing is stored: only the
 * server can make one, a changed user or category breaks the signature, and a
 * new secret retires every link (decision 031).
 */
function sign(secret: string, userId: number, category: TCommunicationTopic): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${category}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number, category: TCommunicationTopic): string {
  return `${userId}.${category}.${sign(secret, userId, category)}`;
}

/** The user and category a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; category: TCommunicationTopic } | null {
  const [id, category, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  if (!COMMUNICATION_TOPICS.includes(category as TCommunicationTopic)) return null;
  const expected = Buffer.from(sign(secret, userId, category as TCommunicationTopic));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category: category as TCommunicationTopic };
}
