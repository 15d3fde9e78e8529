import type { TCurrentUser } from '@tennis/contracts';

type WalletViewer = Pick<TCurrentUser, 'id' | 'godMode'> & {
  host: Pick<NonNullable<TCurrentUser['host']>, 'id'> | null;
};

/** Wallet links of the client list show only for host 1 (the main championship organiser) and god mode. */
export function canSeeClientWallets(user: WalletViewer | null, godUserId: number): boolean {
  if (user === null) return false;
  return user.host?.id === 1 || user.godMode || (godUserId > 0 && user.id === godUserId);
}
