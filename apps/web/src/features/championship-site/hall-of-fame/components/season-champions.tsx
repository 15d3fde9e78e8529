import { useTranslation } from 'react-i18next';
import type { THallOfFameChampion } from '@tennis/contracts';
import { TrophyIcon } from '../../../../components/svg-icons/icons';
import { HALL_OF_FAME_NS } from '../i18n';
import { ChampionCard } from './champion-card';
import type { EntryDialog } from './entry-dialogs';

type Props = {
  year: number;
  champions: readonly THallOfFameChampion[];
  /** Set for the back office: the cards of its entries offer their actions, which open this dialog. */
  onOpen?: ((dialog: EntryDialog) => void) | undefined;
};

const championKey = (champion: THallOfFameChampion) =>
  champion.id ?? `${champion.championship?.slug}-${champion.type}-${champion.gender}-${champion.league}`;

/** A season's champions as cards, or the season's empty state. */
export function SeasonChampions({ year, champions, onOpen }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  if (champions.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border-2 border-dashed border-line bg-surface-muted px-4 py-10 text-center text-ink-muted">
        <TrophyIcon className="size-10 text-clay-300" />
        <p className="font-medium">{t('emptyYear', { year })}</p>
      </div>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {champions.map((champion) => {
        const { id } = champion;
        const actions =
          onOpen && id !== null
            ? {
                onEdit: () => onOpen({ kind: 'edit', entry: { ...champion, id } }),
                onPhoto: () => onOpen({ kind: 'photo', entry: { ...champion, id } }),
                onDelete: () => onOpen({ kind: 'delete', entry: { ...champion, id } }),
              }
            : undefined;
        return <ChampionCard key={championKey(champion)} champion={champion} actions={actions} />;
      })}
    </div>
  );
}
