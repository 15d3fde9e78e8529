import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TRecord } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/session';
import { resourceKeys } from '../../../components/resource-pages/api/resource-api';
import { rowActionClasses } from '../../../components/resource-pages/parts/row-actions';
import { PlusCircleIcon, StarIcon, WalletIcon } from '../../../components/svg-icons/icons';
import { CreateWalletDialog } from '../../../components/wallet/create-wallet-dialog';
import { canManageWallets } from '../../../components/wallet/wallet-access';
import { UpdateAtrpDialog } from './update-atrp-dialog';
import { CLIENTS_NS } from '../i18n';

/**
 * A client's own row actions: update the ATRP and, for host 1 and god mode,
 * the wallet: its page (keeping ?championshipId), or its creation when the
 * player has none.
 */
export function ClientRowActions({ record }: { record: TRecord }) {
  const { t } = useTranslation(CLIENTS_NS);
  const user = useCurrentUser();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const [dialog, setDialog] = useState<'atrp' | 'wallet' | null>(null);
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : null;
  const playerId = typeof record.playerId === 'number' ? record.playerId : null;
  const name = [record.surname, record.name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const championshipId = query.get('championshipId');
  const wallets = playerId !== null && canManageWallets(user, config.godUserId);
  if (id === null) return null;

  return (
    <>
      {wallets && record.hasWallet === true && (
        <Link
          to={`${paths.wallet(playerId)}${championshipId ? `?championshipId=${encodeURIComponent(championshipId)}` : ''}`}
          className={rowActionClasses}
          aria-label={t('wallet')}
          title={t('wallet')}
        >
          <WalletIcon className="size-5" />
        </Link>
      )}
      {wallets && record.hasWallet === false && (
        <button
          type="button"
          className={rowActionClasses}
          onClick={() => setDialog('wallet')}
          aria-label={t('createWallet')}
          title={t('createWallet')}
        >
          <PlusCircleIcon className="size-5" />
        </button>
      )}
      <button
        type="button"
        className={rowActionClasses}
        onClick={() => setDialog('atrp')}
        aria-label={t('atrp.action')}
        title={t('atrp.action')}
      >
        <StarIcon className="size-5" />
      </button>
      {dialog === 'atrp' && (
        <UpdateAtrpDialog
          clientId={id}
          name={name}
          atrp={typeof record.atrp === 'number' ? record.atrp : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'wallet' && playerId !== null && (
        <CreateWalletDialog
          playerId={playerId}
          playerName={name}
          onClose={() => setDialog(null)}
          onCreated={() => void queryClient.invalidateQueries({ queryKey: resourceKeys.all('clients') })}
        />
      )}
    </>
  );
}
