import { useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { TBackofficeParticipation } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { buttonClasses } from '../../../components/ui/button';
import { useParticipationAction, type ParticipationCommand } from '../api/championship-backoffice-api';
import { participationMenu, type MenuItem as Item } from '../model/participation-menu';
import { ApproveDialog } from './approve-dialog';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = { championshipId: string; participation: TBackofficeParticipation };

/** The row's actions, as the participation's state allows them (spec 3 §4). */
export function ParticipationRowMenu({ championshipId, participation }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const action = useParticipationAction(championshipId);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const items = participationMenu(participation);
  const name = participation.player.displayName;

  const run = (command: ParticipationCommand, after?: () => void) =>
    action.mutate(
      { participationId: participation.id, command },
      {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message, lifespan: 'quick' });
          after?.();
        },
        onError: (failure) => {
          after?.();
          reportFormError(failure);
        },
      },
    );

  const choose = (item: Item) => {
    if (item.kind === 'approve-dialog') setDialog('approve');
    else if (item.kind === 'confirm-reject') setDialog('reject');
    else if (item.kind === 'status') run({ action: 'update-status', status: item.status });
    else run({ action: item.key });
  };
  const label = (item: Item) =>
    item.kind === 'status' ? t('actions.status', { status: t(`statuses.${item.status}`) }) : t(`actions.${item.key}`);

  return (
    <>
      <Menu>
        <MenuButton
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('participations.actionsFor', { name })}
          disabled={action.isPending}
        >
          {t('participations.columns.actions')}
          <span aria-hidden="true">▾</span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-1 min-w-56 rounded-card border border-line bg-surface p-1 shadow-lg focus:outline-none"
        >
          {items.map((item) => (
            <MenuItem key={item.key}>
              <button
                type="button"
                onClick={() => choose(item)}
                className={`block w-full rounded-control px-3 py-2 text-left text-sm data-focus:bg-surface-sunken ${item.key === 'reject' ? 'text-danger' : 'text-ink'}`}
              >
                {label(item)}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      {dialog === 'approve' && (
        <ApproveDialog
          championshipId={championshipId}
          participationId={participation.id}
          name={name}
          atrp={participation.atrp}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'reject'}
        title={t('reject.title')}
        confirmLabel={t('reject.confirm')}
        pending={action.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => run({ action: 'reject' }, () => setDialog(null))}
      >
        {t('reject.body', { name })}
      </ConfirmDialog>
    </>
  );
}
