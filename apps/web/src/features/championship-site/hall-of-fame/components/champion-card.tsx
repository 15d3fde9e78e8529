import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { THallOfFameChampion } from '@tennis/contracts';
import { PencilIcon, TrashIcon } from '../../../../components/svg-icons/icons';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { HALL_OF_FAME_NS } from '../i18n';
import { ChampionPhoto } from './champion-photo';
import { useLeagueName } from './league-name';

/** What the back office may do with an entry it wrote; absent for the public and for a final's champion. */
type EntryActions = {
  onEdit: () => void;
  onPhoto: () => void;
  onDelete: () => void;
};

type Props = { champion: THallOfFameChampion; actions?: EntryActions | undefined };

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function ManageButtons({ actions }: { actions: EntryActions }) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  return (
    <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
      <Button variant="secondary" size="sm" onClick={actions.onEdit}>
        <PencilIcon className="size-4" />
        {t('manage.edit')}
      </Button>
      <Button variant="secondary" size="sm" onClick={actions.onPhoto}>
        {t('manage.photo')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={actions.onDelete}
        className="ml-auto text-danger"
        title={t('manage.delete')}
      >
        <TrashIcon className="size-4" />
        <span className="sr-only">{t('manage.delete')}</span>
      </Button>
    </div>
  );
}

/**
 * One champion of a season: photo (or the trophy), league, name, runner-up,
 * third place and the final's score. Side by side on a phone, so a season
 * reads without scrolling past large photos; a photo on top from 640 px.
 */
export function ChampionCard({ champion, actions }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const leagueName = useLeagueName()(champion);
  const doubles = champion.type === 'doubles';
  return (
    <article className="flex overflow-hidden rounded-card border border-line bg-surface shadow-sm sm:flex-col">
      <ChampionPhoto
        url={champion.photoUrl}
        alt={t('photoAlt', { name: champion.championName, league: leagueName, year: champion.year })}
        className="aspect-[4/5] w-28 shrink-0 sm:aspect-[3/2] sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-clay-700 dark:text-clay-300">{leagueName}</p>
        <div>
          <p className="text-xs text-ink-muted">{doubles ? t('championPair') : t('champion')}</p>
          <h3 className="text-lg font-bold leading-snug break-words">{champion.championName}</h3>
        </div>
        <dl className="space-y-0.5 text-sm">
          <Detail label={t('runnerUp')} value={champion.runnerUpName} />
          <Detail label={t('third')} value={champion.thirdName} />
          <Detail label={t('finalScore')} value={champion.finalScore} />
        </dl>
        {champion.championship && (
          <p className="text-xs text-ink-muted">
            {t('fromFinals')} ·{' '}
            <Link
              to={paths.championships.landing(champion.championship.slug)}
              className="focus-ring font-semibold text-clay-700 underline underline-offset-2 dark:text-clay-300"
            >
              {champion.championship.name}
            </Link>
          </p>
        )}
        {actions && <ManageButtons actions={actions} />}
      </div>
    </article>
  );
}
