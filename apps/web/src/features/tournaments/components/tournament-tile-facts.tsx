import { useTranslation } from 'react-i18next';
import type { TTournamentListItem } from '@tennis/contracts';
import { formatDate } from '../../../lib/format';
import { formatEuros } from '../../../lib/money';
import { TOURNAMENTS_NS } from '../i18n';

type Facts = Pick<TTournamentListItem, 'participationsEnd' | 'firstCategoryCost' | 'freePlaces'>;

/** What a player weighs before entering, on a poster tile: the deadline, the fee and the places left. */
export function TournamentTileFacts({ tournament }: { tournament: Facts }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const places =
    tournament.freePlaces === null
      ? t('tile.noLimit')
      : tournament.freePlaces === 0
        ? t('tile.full')
        : t('tile.freePlaces', { count: tournament.freePlaces });
  const rows: [string, string][] = [
    [t('tile.deadline'), formatDate(tournament.participationsEnd)],
    [t('tile.fee'), formatEuros(Math.round(tournament.firstCategoryCost * 100))],
    [t('tile.places'), places],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
