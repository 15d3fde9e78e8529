import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TRecord } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/session';
import { rowActionClasses } from '../../../components/resource-pages/parts/row-actions';
import { StarIcon, WalletIcon } from '../../../components/svg-icons/icons';
import { canSeeClientWallets } from '../model/wallet-access';
import { UpdateAtrpDialog } from './update-atrp-dialog';
import { CLIENTS_NS } from '../i18n';

/** A client's own row actions: update the ATRP, and open the wallet (keeping ?championshipId). */
export function ClientRowActions({ record }: { record: TRecord }) {
  const { t } = useTranslation(CLIENTS_NS);
  const user = useCurrentUser();
  const config = useAppConfig();
  const [query] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : null;
  const playerId = typeof record.playerId === 'number' ? record.playerId : null;
  const name = [record.surname, record.name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const championshipId = query.get('championshipId');
  // The wallet's page, once it exists (no link to a page that is not there).
  const wallet = playerId === null ? null : paths.wallet(playerId);
  if (id === null) return null;

  return (
    <>
      {wallet !== null && canSeeClientWallets(user, config.godUserId) && (
        <Link
          to={`${wallet}${championshipId ? `?championshipId=${encodeURIComponent(championshipId)}` : ''}`}
          className={rowActionClasses}
          aria-label={t('wallet')}
          title={t('wallet')}
        >
          <WalletIcon className="size-5" />
        </Link>
      )}
      <button
        type="button"
        className={rowActionClasses}
        onClick={() => setEditing(true)}
        aria-label={t('atrp.action')}
        title={t('atrp.action')}
      >
        <StarIcon className="size-5" />
      </button>
      {editing && (
        <UpdateAtrpDialog
          clientId={id}
          name={name}
          atrp={typeof record.atrp === 'number' ? record.atrp : null}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
