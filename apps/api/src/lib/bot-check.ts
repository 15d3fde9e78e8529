import type { FastifyRequest } from 'fastify';
import { BOT_CHECK_FAILED } from '@tennis/contracts';
import { isBotCheckOn, type Env } from '../config/env.js';
import { fieldError } from './http-error.js';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Asks the bot-check service whether `token` came from a person on our page.
 * Any failure to get a clear yes (network, timeout, malformed answer) is a no.
 */
export async function verifyBotCheckToken(
  secret: string,
  token: string | undefined,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetchImpl(VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

/**
 * The bot check of login, register, forgot-password and contact: only in live
 * (dev and test never ask for a token). Live refuses to start without its
 * keys unless BOT_CHECK=off, so a missing secret here fails closed.
 */
export async function assertBotCheck(
  request: FastifyRequest,
  env: Pick<Env, 'APP_ENV' | 'BOT_CHECK' | 'BOT_CHECK_SECRET'>,
  token: string | undefined,
): Promise<void> {
  if (!isBotCheckOn(env)) return;
  if (!env.BOT_CHECK_SECRET || !(await verifyBotCheckToken(env.BOT_CHECK_SECRET, token, request.ip))) {
    throw fieldError('botCheckToken', BOT_CHECK_FAILED);
  }
}
