import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { useCommonAvailability } from '../api/championship-matches-api';
import { describeSlot } from '../model/describe-slot';
import type { Values } from '../model/schedule-match-values';
import { MATCHES_NS } from '../i18n';

/**
 * The hours both chosen players declared free in the coming two weeks, each a
 * button that puts its start in the date and time fields: the first step of
 * availability-aware pairing (decision 028).
 */
export function CommonAvailability({ championshipId, form }: { championshipId: string; form: UseFormReturn<Values> }) {
  const { t, i18n } = useTranslation(MATCHES_NS);
  const heading = useId();
  const [player1, player2] = form.watch(['player1', 'player2']);
  const common = useCommonAvailability(championshipId, player1?.playerId ?? null, player2?.playerId ?? null);
  if (!player1 || !player2 || player1.playerId === player2.playerId) return null;
  const pick = (start: string) => {
    form.setValue('date', start.slice(0, 10), { shouldDirty: true });
    form.setValue('time', start.slice(11, 16), { shouldDirty: true });
  };
  return (
    <section aria-labelledby={heading} className="rounded-card border border-line p-4">
      <h2 id={heading} className="font-semibold">
        {t('schedule.commonTitle')}
      </h2>
      <p className="mb-2 text-sm text-ink-muted">{t('schedule.commonIntro')}</p>
      {common.isError ? (
        <QueryError error={common.error} onRetry={common.refetch} />
      ) : !common.data ? (
        <Skeleton className="h-10 w-full" />
      ) : common.data.data.slots.length === 0 ? (
        <p className="text-sm">{t('schedule.commonEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {common.data.data.slots.map((slot) => (
            <li key={slot.start} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium">{describeSlot(slot.start, slot.end, i18n.language)}</span>
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                aria-label={t('schedule.commonPickLabel', { when: describeSlot(slot.start, slot.end, i18n.language) })}
                onClick={() => pick(slot.start)}
              >
                {t('schedule.commonPick')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
