import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { authenticationLogs } from '../db/schema/index.js';

export type AuthenticationEvent = 'login' | 'logout' | 'failed';

const cut = (text: string | undefined) => (text === undefined ? null : text.slice(0, 1024));

/** One row of /authentication-logs: who, what, from where. The typed email is kept for failed attempts only. */
export async function logAuthentication(
  db: DbOrTx,
  request: FastifyRequest,
  entry: { event: AuthenticationEvent; userId: number | null; email?: string },
): Promise<void> {
  await db.insert(authenticationLogs).values({
    event: entry.event,
    userId: entry.userId,
    email: entry.event === 'failed' ? cut(entry.email) : null,
    ipAddress: request.ip,
    userAgent: cut(request.headers['user-agent']),
  });
}
