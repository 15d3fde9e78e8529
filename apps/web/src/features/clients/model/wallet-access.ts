import { MAIN_HOST_ID, type TCurrentUser } from '@tennis/contracts';

type WalletViewer = Pick<TCurrentUser, 'id' | 'godMode'> & {
  host: Pick<NonNullable<TCurrentUser['host']>, 'id'> | null;
};

/** Wallet links of the client list show only for the main host (the championship organiser) and god mode. */
export function canSeeClientWallets(user: WalletViewer | null, godUserId: number): boolean {
  if (user === null) return false;
  return user.host?.id === MAIN_HOST_ID || user.godMode || (godUserId > 0 && user.id === godUserId);
}
