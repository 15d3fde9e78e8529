import { MAIN_HOST_ID, type TCurrentUser } from '@tennis/contracts';

type WalletViewer = Pick<TCurrentUser, 'id' | 'godMode'> & {
  host: Pick<NonNullable<TCurrentUser['host']>, 'id'> | null;
};

/**
 * Who manages wallets (spec 3 §6, decision 023): the main host's back office
 * (the championship organiser) and god mode. The client list's wallet links,
 * the wallet page's dialogs and the match's payment on the spot show only to
 * them; the server answers everyone else 403 all the same.
 */
export function canManageWallets(user: WalletViewer | null | undefined, godUserId: number): boolean {
  if (!user) return false;
  return user.host?.id === MAIN_HOST_ID || user.godMode || (godUserId > 0 && user.id === godUserId);
}
