import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw, TRoundRobinGroup } from '@tennis/contracts';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';
import {
  GroupPhaseActions,
  GroupPlacement,
  GroupWithdrawalDialog,
  MatchOptionsDialog,
  ProceedToKnockoutDialog,
  RenameGroupDialog,
} from './draw-editors';
import type { GroupChange } from './group-withdrawal-dialogs';
import { RoundRobinGroups } from './round-robin-groups';

type Props = {
  categoryId: number;
  draw: TCategoryDraw;
  canUpdate: boolean;
  /** The knockout phase's own draw panel, once the groups have led to one. */
  knockoutPhase: ReactNode;
};

/** A round-robin draw: its groups, and while they are being formed the tools to shape them. */
export function RoundRobinDraw({ categoryId, draw, canUpdate, knockoutPhase }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  const [proceeding, setProceeding] = useState(false);
  const [renaming, setRenaming] = useState<TRoundRobinGroup | null>(null);
  const [change, setChange] = useState<GroupChange | null>(null);
  const result = useMatchOptions();
  const groupPhase = canUpdate && draw.roundRobinPhase === 'group';
  return (
    <div className="space-y-4">
      {groupPhase && (
        <Suspense fallback={null}>
          <GroupPhaseActions categoryId={categoryId} draw={draw} onProceed={() => setProceeding(true)} />
          <GroupPlacement categoryId={categoryId} draw={draw} />
        </Suspense>
      )}
      <RoundRobinGroups
        groups={draw.groups}
        onOptions={canUpdate ? result.open : undefined}
        onRename={canUpdate ? setRenaming : undefined}
        onChange={groupPhase ? setChange : undefined}
        onRemove={
          groupPhase
            ? (groupId, gpId) => actions.removeGroupParticipant.mutate({ groupId, gpId }, { onError: reportDrawError })
            : undefined
        }
      />
      {knockoutPhase && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{t('groups.knockoutPhase')}</h3>
          {knockoutPhase}
        </section>
      )}
      <Suspense fallback={null}>
        {result.opened && (
          <MatchOptionsDialog
            match={result.opened.match}
            initialSection={result.opened.section}
            venues={draw.venues}
            onClose={result.close}
          />
        )}
        {proceeding && <ProceedToKnockoutDialog draw={draw} onClose={() => setProceeding(false)} />}
        {change && <GroupWithdrawalDialog draw={draw} change={change} onClose={() => setChange(null)} />}
        {renaming && <RenameGroupDialog categoryId={categoryId} group={renaming} onClose={() => setRenaming(null)} />}
      </Suspense>
    </div>
  );
}
