import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawMatch, TMatch } from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { useCategoryDraw, useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawBracket } from './draw-bracket';
import { DrawMatchMenu } from './draw-match-menu';
import { InitializeDrawDialog } from './initialize-draw-dialog';
import { MatchMediaDialog } from './match-media-dialog';
import { ProceedToKnockoutDialog } from './proceed-to-knockout-dialog';
import { openLines } from '../model/open-lines';
import { RoundRobinGroups } from './round-robin-groups';
import { UnplacedParticipations } from './unplaced-participations';

type Props = { categoryId: number; backoffice: boolean };

/** A category's draw with, for whoever may update it, initialisation, byes, qualifiers and the match options. */
export function CategoryDrawPanel({ categoryId, backoffice }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const draw = useCategoryDraw(categoryId);
  const actions = useDrawActions(categoryId);
  const [initializing, setInitializing] = useState(false);
  const [proceeding, setProceeding] = useState(false);
  const [menuOf, setMenuOf] = useState<TDrawMatch | null>(null);
  const [resultOf, setResultOf] = useState<TMatch | null>(null);
  const [mediaOf, setMediaOf] = useState<TDrawMatch | null>(null);
  if (draw.isPending) return <Skeleton className="h-64" />;
  if (!draw.data) return null;
  const data = draw.data;
  const canUpdate = backoffice && data.permissions.update;
  const onError = (error: unknown) => reportFormError(error, undefined, undefined, { refusalsAsNotice: true });

  if (!data.initialized) {
    return (
      <div className="space-y-3">
        <Alert tone="info">{backoffice ? t('notInitialized') : t('notInitializedPublic')}</Alert>
        {canUpdate && <Button onClick={() => setInitializing(true)}>{t('initialize')}</Button>}
        {initializing && <InitializeDrawDialog draw={data} onClose={() => setInitializing(false)} />}
      </div>
    );
  }
  if (data.roundRobin) {
    const groupPhase = canUpdate && data.roundRobinPhase === 'group';
    const lastGroup = data.groups.at(-1);
    return (
      <div className="space-y-4">
        {groupPhase && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={actions.addGroup.isPending}
              onClick={() => actions.addGroup.mutate(undefined, { onError })}
            >
              {t('groups.addGroup')}
            </Button>
            {lastGroup && (
              <Button
                variant="secondary"
                disabled={actions.deleteGroup.isPending}
                onClick={() => actions.deleteGroup.mutate(lastGroup.id, { onError })}
              >
                {t('groups.deleteLastGroup')}
              </Button>
            )}
            {data.drawFollowUpSize !== null && (
              <Button onClick={() => setProceeding(true)}>{t('groups.proceed')}</Button>
            )}
          </div>
        )}
        {groupPhase && (
          <UnplacedParticipations
            title={t('unplaced.groupsTitle')}
            unplaced={data.unplacedParticipations}
            targets={data.groups.map((group) => ({
              key: String(group.id),
              label: t('groups.group', { letter: group.letter }),
            }))}
            noTarget={t('unplaced.noGroup')}
            pending={actions.addGroupParticipant.isPending}
            onPlace={(participationId, groupId) =>
              actions.addGroupParticipant.mutate({ groupId: Number(groupId), participationId }, { onError })
            }
          />
        )}
        <RoundRobinGroups
          groups={data.groups}
          onOptions={canUpdate ? setResultOf : undefined}
          onRemove={
            groupPhase
              ? (groupId, gpId) => actions.removeGroupParticipant.mutate({ groupId, gpId }, { onError })
              : undefined
          }
        />
        {data.knockoutPhaseCategoryId !== null && (
          <section className="space-y-2">
            <h3 className="text-lg font-semibold">{t('groups.knockoutPhase')}</h3>
            <CategoryDrawPanel categoryId={data.knockoutPhaseCategoryId} backoffice={backoffice} />
          </section>
        )}
        {resultOf && <MatchOptionsDialog match={resultOf} venues={data.venues} onClose={() => setResultOf(null)} />}
        {proceeding && <ProceedToKnockoutDialog draw={data} onClose={() => setProceeding(false)} />}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {canUpdate && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={actions.proceedAllByes.isPending}
            onClick={() => actions.proceedAllByes.mutate(undefined, { onError })}
          >
            {t('proceedAllByes')}
          </Button>
          <Button
            variant="secondary"
            disabled={actions.addQualifierMatch.isPending}
            onClick={() => actions.addQualifierMatch.mutate(undefined, { onError })}
          >
            {t('addQualifierMatch')}
          </Button>
        </div>
      )}
      {canUpdate && (
        <UnplacedParticipations
          title={t('unplaced.drawTitle')}
          unplaced={data.unplacedParticipations}
          targets={openLines(data).map((line) => ({
            key: `${line.matchId}:${line.side}`,
            label: t(line.isQualifierMatch ? 'unplaced.qualifierLine' : 'unplaced.line', {
              aa: line.aa,
              number: -line.aa,
              side: t(`unplaced.sides.${line.side}`),
            }),
          }))}
          noTarget={t('unplaced.noOpenLine')}
          pending={actions.placeParticipation.isPending}
          onPlace={(participationId, key) => {
            const [matchId, side] = key.split(':') as [string, 'home' | 'away'];
            actions.placeParticipation.mutate({ matchId: Number(matchId), side, participationId }, { onError });
          }}
        />
      )}
      <DrawBracket draw={data} onOptions={canUpdate ? setMenuOf : undefined} />
      {menuOf && (
        <DrawMatchMenu
          categoryId={categoryId}
          match={menuOf}
          firstRoundPhase={data.drawSize ?? 0}
          onResult={(match) => {
            setMenuOf(null);
            setResultOf(match);
          }}
          onMedia={(match) => {
            setMenuOf(null);
            setMediaOf(match);
          }}
          onClose={() => setMenuOf(null)}
        />
      )}
      {resultOf && <MatchOptionsDialog match={resultOf} venues={data.venues} onClose={() => setResultOf(null)} />}
      {mediaOf && <MatchMediaDialog match={mediaOf} onClose={() => setMediaOf(null)} />}
    </div>
  );
}
