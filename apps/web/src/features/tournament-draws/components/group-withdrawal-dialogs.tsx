import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw, TMatch, TRoundRobinGroup } from '@tennis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useGroupChangeActions } from '../api/group-changes-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';

type Member = TRoundRobinGroup['groupParticipants'][number];

/** What the back office is about to do in a group: each opens its own dialog. */
export type GroupChange =
  | { kind: 'withdraw'; group: TRoundRobinGroup; member: Member }
  | { kind: 'alternate'; group: TRoundRobinGroup; member: Member }
  | { kind: 'cancel'; group: TRoundRobinGroup; match: TMatch };

type Props = { draw: TCategoryDraw; change: GroupChange; onClose: () => void };

/** Confirms a withdrawal or a cancelled match, or picks the alternate who takes a withdrawn player's matches. */
export function GroupWithdrawalDialog({ draw, change, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useGroupChangeActions(draw.id);
  const [alternate, setAlternate] = useState<string>('');
  const done = { onSuccess: onClose, onError: reportDrawError };
  if (change.kind === 'alternate') {
    return (
      <FormDialog
        title={t('groups.alternateTitle', { name: change.member.displayName })}
        cancelLabel={t('cancel')}
        submitLabel={t('groups.alternateSave')}
        submitDisabled={alternate === ''}
        pending={actions.bringInAlternate.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          actions.bringInAlternate.mutate(
            { groupId: change.group.id, gpId: change.member.id, participationId: Number(alternate) },
            done,
          );
        }}
        onClose={onClose}
        className="space-y-3"
      >
        <p className="text-sm">{t('groups.alternateIntro')}</p>
        {draw.unplacedParticipations.length === 0 ? (
          <p role="alert" className="text-danger">
            {t('groups.noAlternate')}
          </p>
        ) : (
          <SelectField label={t('groups.alternate')} value={alternate} onChange={(e) => setAlternate(e.target.value)}>
            <option value="">{t('groups.choose')}</option>
            {draw.unplacedParticipations.map((p) => (
              <option key={p.participationId} value={p.participationId}>
                {p.displayName}
              </option>
            ))}
          </SelectField>
        )}
      </FormDialog>
    );
  }
  if (change.kind === 'withdraw') {
    return (
      <ConfirmDialog
        open
        title={t('groups.withdrawTitle', { name: change.member.displayName })}
        confirmLabel={t('groups.withdraw')}
        pending={actions.withdrawGroupParticipant.isPending}
        onConfirm={() =>
          actions.withdrawGroupParticipant.mutate({ groupId: change.group.id, gpId: change.member.id }, done)
        }
        onClose={onClose}
      >
        {t('groups.withdrawBody')}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('groups.cancelMatchTitle', {
        home: change.match.home.displayName,
        away: change.match.away.displayName,
      })}
      confirmLabel={t('groups.cancelMatch')}
      pending={actions.cancelGroupMatch.isPending}
      onConfirm={() => actions.cancelGroupMatch.mutate({ groupId: change.group.id, matchId: change.match.id }, done)}
      onClose={onClose}
    >
      {t('groups.cancelMatchBody')}
    </ConfirmDialog>
  );
}
