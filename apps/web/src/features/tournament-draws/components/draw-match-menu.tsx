import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDrawActions } from '../api/draws-api';
import { drawMoves, type DrawMove } from '../model/draw-rounds';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';

type Props = {
  categoryId: number;
  match: TDrawMatch;
  firstRoundPhase: number;
  onResult: (match: TDrawMatch) => void;
  onMedia: (match: TDrawMatch) => void;
  onClose: () => void;
};

const PATHS: Partial<Record<DrawMove, string>> = {
  killQualifierHome: 'kill-qualifier-slot/home',
  killQualifierAway: 'kill-qualifier-slot/away',
  removeQualifierMatch: 'remove-qualifier-match',
  removeHome: 'remove-participation/home',
  removeAway: 'remove-participation/away',
};
const IRREVERSIBLE = new Set<DrawMove>(['killQualifierHome', 'killQualifierAway']);

/** The options of one draw match, offered by its state; killing a qualifier slot asks first. */
export function DrawMatchMenu({ categoryId, match, firstRoundPhase, onResult, onMedia, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  const [confirming, setConfirming] = useState<DrawMove | null>(null);
  const pending = actions.matchMove.isPending || actions.proceedBye.isPending;
  const run = (move: DrawMove) => {
    if (move === 'result') return onResult(match);
    if (move === 'media') return onMedia(match);
    if (IRREVERSIBLE.has(move) && confirming !== move) return setConfirming(move);
    const options = {
      onSuccess: onClose,
      onError: reportDrawError,
    };
    if (move === 'proceedBye') return actions.proceedBye.mutate(match.id, options);
    actions.matchMove.mutate({ matchId: match.id, move: PATHS[move]! }, options);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('menu.title', { aa: match.aa })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('menu.close')}
        </Button>
      }
    >
      {confirming && <p className="mb-3 font-medium text-danger">{t('menu.irreversible')}</p>}
      <ul className="flex flex-col gap-2">
        {drawMoves(match, firstRoundPhase).map((move) => (
          <li key={move}>
            <Button
              variant={confirming === move ? 'danger' : 'secondary'}
              className="w-full justify-start"
              disabled={pending}
              onClick={() => run(move)}
            >
              {t(`menu.${move}`)}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
