import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { WALLET_TEXTS, ZIdempotencyHeaders } from '@tennis/contracts';
import type { Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { conflict, fieldError } from '../../lib/http-error.js';

/** A request sent with an `Idempotency-Key` header: whose key, and what was asked with it. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  /** Method, path and body: a key reused for another request is refused. */
  fingerprint: string;
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const fingerprintOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');

/** The request's `Idempotency-Key`, checked (422 when malformed), with what it was sent with; null without one. */
export function idempotencyOf(request: FastifyRequest, userId: number): IdempotentRequest | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const parsed = ZIdempotencyHeaders.shape['idempotency-key'].safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!parsed.success || parsed.data === undefined)
    throw fieldError('Idempotency-Key', parsed.error?.issues[0]?.message ?? WALLET_TEXTS.idempotencyKeyInvalid);
  return {
    userId,
    key: parsed.data,
    fingerprint: fingerprintOf(request.method, request.url.split('?')[0] ?? '', request.body),
  };
}

/**
 * The first answer given to this key, or null. Call it while holding the lock
 * of the row the request changes: a second request with the same key waits on
 * the lock, and then (each statement seeing what was committed before it)
 * finds the first one's answer.
 */
export async function findAnswer(tx: Tx, request: IdempotentRequest): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!row) return null;
  if (row.fingerprint !== request.fingerprint) throw conflict(WALLET_TEXTS.idempotencyKeyReused);
  return { statusCode: row.statusCode, body: row.response };
}

/** Keeps the answer in the same transaction as the change, so both are kept or neither. */
export async function rememberAnswer(tx: Tx, request: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  try {
    await tx.insert(idempotencyKeys).values({
      userId: request.userId,
      key: request.key,
      fingerprint: request.fingerprint,
      statusCode: answer.statusCode,
      response: answer.body,
    });
  } catch (error) {
    // The same key sent at once for another wallet: the rows locked differ, so only the key's own index tells.
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(WALLET_TEXTS.idempotencyKeyReused);
    throw error;
  }
}
