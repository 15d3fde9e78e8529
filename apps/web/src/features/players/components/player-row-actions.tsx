import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecord } from '@tennis/contracts';
import { showError } from '../../../lib/error-dialog-store';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { rowActionClasses } from '../../../components/resource-pages/parts/row-actions';
import { LinkIcon, ShieldAlertIcon, UnlinkIcon } from '../../../components/svg-icons/icons';
import { useUnlinkAccount } from '../api/player-admin-api';
import { AnnihilationDialog } from './annihilation-dialog';
import { LinkAccountDialog } from './link-account-dialog';
import { PLAYERS_NS } from '../i18n';

type Open = 'link' | 'unlink' | 'annihilation' | null;

/** A player's own row actions on /players: link or unlink an account, and the annihilation check. */
export function PlayerRowActions({ record }: { record: TRecord }) {
  const { t } = useTranslation(PLAYERS_NS);
  const [open, setOpen] = useState<Open>(null);
  const unlink = useUnlinkAccount(typeof record.id === 'number' ? record.id : 0);
  if (typeof record.id !== 'number') return null;
  const playerId = record.id;
  const name = [record.surname, record.name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const user = typeof record.user === 'string' ? record.user : null;
  const mayChange = (record.permissions as { update?: boolean } | undefined)?.update !== false;
  const close = () => setOpen(null);

  const confirmUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        notify({ level: 'success', message: t('unlink.done'), lifespan: 'quick' });
        close();
      },
      onError: (error) => {
        close();
        showError(error);
      },
    });

  const button = (kind: Exclude<Open, null>, label: string, icon: ReactNode) => (
    <button
      type="button"
      className={rowActionClasses}
      onClick={() => setOpen(kind)}
      aria-label={`${label} ${name}`}
      title={label}
    >
      {icon}
    </button>
  );

  return (
    <>
      {mayChange &&
        (record.userId === null
          ? button('link', t('link.action'), <LinkIcon className="size-5" />)
          : button('unlink', t('unlink.action'), <UnlinkIcon className="size-5" />))}
      {mayChange && button('annihilation', t('annihilation.action'), <ShieldAlertIcon className="size-5" />)}
      {open === 'link' && <LinkAccountDialog playerId={playerId} name={name} onClose={close} />}
      {open === 'annihilation' && <AnnihilationDialog playerId={playerId} name={name} onClose={close} />}
      <ConfirmDialog
        open={open === 'unlink'}
        title={t('unlink.title')}
        confirmLabel={t('unlink.confirm')}
        pending={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={close}
      >
        <p>{t('unlink.message', { name, user: user ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
