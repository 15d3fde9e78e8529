import { and, eq } from 'drizzle-orm';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { communicationPreferences, players, users } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { WALLET_CHANGE_TEMPLATE, walletChangeMail } from '../../mail/templates/wallet-change.js';
import { unsubscribeLinks } from '../../notifications/unsubscribe-links.js';

export interface WalletChangeNotice {
  playerId: number;
  kind: 'top-up' | 'charge';
  amount: string;
  balance: string;
  notes: string | null;
}

/**
 * Tells the player of a top-up or charge, with the new balance, unless they
 * turned off mails about credits. A player with an account is mailed at the
 * account's address under its preference (a missing preference means
 * e-mail); one without an account, at the address the club keeps. Sent after
 * the money change commits, in the background: a slow mail server never
 * holds the wallet's lock. A mail to an account carries its one-click
 * unsubscribe link and headers (RFC 8058).
 */
export async function mailWalletChange(
  db: Db,
  mailer: Mailer,
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>,
  notice: WalletChangeNotice,
): Promise<void> {
  const [recipient] = await db
    .select({
      name: players.name,
      playerEmail: players.email,
      userId: users.id,
      userEmail: users.email,
      channel: communicationPreferences.channel,
    })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .leftJoin(
      communicationPreferences,
      and(eq(communicationPreferences.userId, players.userId), eq(communicationPreferences.category, 'credits')),
    )
    .where(eq(players.id, notice.playerId));
  if (!recipient || recipient.channel === 'none') return;
  const to = recipient.userEmail ?? recipient.playerEmail;
  if (!to) return;
  const links = recipient.userId === null ? null : unsubscribeLinks(env, recipient.userId, 'credits');
  const mail = walletChangeMail({
    name: recipient.name,
    kind: notice.kind,
    amount: notice.amount,
    balance: notice.balance,
    notes: notice.notes,
    walletUrl: `${env.APP_URL.replace(/\/$/, '')}/players/${notice.playerId}/wallet`,
    unsubscribeUrl: links?.pageUrl ?? null,
  });
  await mailer.send(
    { ...mail, to, template: WALLET_CHANGE_TEMPLATE, userId: recipient.userId, headers: links?.headers },
    { background: true },
  );
}
