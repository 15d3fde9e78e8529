import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useProceedToKnockout } from '../api/proceed-to-knockout';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { crossoverPreview, type CrossoverSide } from '../model/crossover-preview';

type Props = { draw: TCategoryDraw; onClose: () => void };

function Side({ side }: { side: CrossoverSide }) {
  if (!side) return <span className="text-ink-muted">BYE</span>;
  return (
    <span className="min-w-0 truncate">
      <span className="mr-1 font-semibold tabular-nums">{side.label}</span>
      {side.displayName}
    </span>
  );
}

/**
 * The knockout's first round as the crossover table makes it from the standings
 * now (Α1–Β2, Β1–Α2, …): the host confirms, nobody picks places by hand.
 */
export function ProceedToKnockoutDialog({ draw, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const preview = crossoverPreview(draw.groups, draw.drawFollowUpSize ?? 0);
  const { proceed, error } = useProceedToKnockout(draw, onClose);
  return (
    <FormDialog
      title={t('groups.proceedTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('groups.proceed')}
      submitDisabled={!preview.ok}
      pending={proceed.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        proceed.mutate();
      }}
      onClose={onClose}
      className="space-y-3"
    >
      {(error ?? (!preview.ok && preview.message)) && (
        <p role="alert" className="text-danger">
          {error ?? (!preview.ok && preview.message)}
        </p>
      )}
      {preview.ok && (
        <>
          <p className="text-sm text-ink-muted">{t('groups.crossoverIntro')}</p>
          <ol className="divide-y divide-line rounded border border-line text-sm">
            {preview.pairs.map(([home, away], index) => (
              <li key={index} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-2">
                <Side side={home} />
                <span className="text-ink-muted">{t('vs')}</span>
                <Side side={away} />
              </li>
            ))}
          </ol>
          <p className="text-sm text-ink-muted">{t('groups.crossoverLocks')}</p>
        </>
      )}
    </FormDialog>
  );
}
