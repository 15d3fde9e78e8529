import type { TCurrentUser } from '@tennis/contracts';

/**
 * What the dashboard shows first, in the order of spec 1 §4 and §2.5: the
 * forced password change, the unverified-email notice, the phone-mismatch
 * notice, the player-info confirmation card, the player form, and only then
 * the tiles. Earlier gates win.
 */
export type DashboardGate =
  'change-password' | 'verify-email' | 'phone-mismatch' | 'confirm-player-info' | 'player-form' | 'tiles';

export type DashboardView = {
  gate: DashboardGate;
  /** `?verified=1`: the user just followed the verification link. */
  justVerified: boolean;
};

export type GateUser = Pick<
  TCurrentUser,
  'role' | 'forcePasswordChange' | 'emailVerifiedAt' | 'playerPhoneMismatch' | 'potentialPlayerMatch'
> & { player: Pick<NonNullable<TCurrentUser['player']>, 'strongHand' | 'backhandType' | 'styleOfPlay'> | null };

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** A player profile is complete once strong hand, backhand type and style of play are all given. */
function playerProfileIncomplete(player: GateUser['player']): boolean {
  return player !== null && (blank(player.strongHand) || blank(player.backhandType) || blank(player.styleOfPlay));
}

export function dashboardGate(user: GateUser, query: URLSearchParams): DashboardView {
  const justVerified = query.get('verified') === '1';
  const forced = query.get('forceFillPlayerForm') === 'true';
  const gate = ((): DashboardGate => {
    if (user.forcePasswordChange) return 'change-password';
    if (!user.emailVerifiedAt) return 'verify-email';
    if (user.playerPhoneMismatch) return 'phone-mismatch';
    if (user.potentialPlayerMatch) return 'confirm-player-info';
    if (forced) return 'player-form';
    // A plain user is a player-to-be: without a profile they fill one in. Back-office staff need none.
    if (user.player === null) return user.role === 'user' ? 'player-form' : 'tiles';
    return playerProfileIncomplete(user.player) ? 'player-form' : 'tiles';
  })();
  return { gate, justVerified };
}
