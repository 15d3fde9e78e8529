import { useTranslation } from 'react-i18next';
import type { TDrawMatch } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import type { DrawRound } from '../model/draw-rounds';
import { drawScore } from '../model/draw-score';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { DrawSideName } from './draw-side-name';

type Props = {
  caption: string;
  qualifierMatches: TDrawMatch[];
  rounds: DrawRound[];
  className?: string;
};

function SideCell({ match, which }: { match: TDrawMatch; which: 'home' | 'away' }) {
  const won = match.winner === (which === 'home' ? 0 : 1);
  const label = which === 'home' ? match.homeLabel : match.awayLabel;
  const seed = which === 'home' ? match.homeSeed : match.awaySeed;
  return (
    <td className={cx('px-2 py-1.5 align-top', won && 'font-semibold')}>
      <DrawSideName side={match[which]} emptyLabel={label} />
      {seed !== null && <span className="text-ink-muted"> ({seed})</span>}
    </td>
  );
}

/**
 * Every match of the draw as one table (round, match, the two sides, score), for
 * screen readers and for printing: the bracket's columns read badly aloud and
 * rarely fit a page.
 */
export function DrawTable({ caption, qualifierMatches, rounds, className }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const groups = [
    ...(qualifierMatches.length > 0 ? [{ key: 'q', title: t('qualifiers'), matches: qualifierMatches }] : []),
    ...rounds.map((r) => ({
      key: String(r.phase),
      title: t(r.title.key, { count: r.title.count }),
      matches: r.matches,
    })),
  ];
  return (
    <div className={cx('overflow-x-auto', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs text-ink-muted">
            <th scope="col" className="px-2 py-1.5">
              {t('table.round')}
            </th>
            <th scope="col" className="px-2 py-1.5">
              {t('table.match')}
            </th>
            <th scope="col" className="px-2 py-1.5">
              {t('table.home')}
            </th>
            <th scope="col" className="px-2 py-1.5">
              {t('table.away')}
            </th>
            <th scope="col" className="px-2 py-1.5">
              {t('table.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((group) =>
            group.matches.map((match) => (
              <tr key={match.id} className="border-b border-line">
                <th scope="row" className="px-2 py-1.5 text-left align-top font-normal">
                  {group.title}
                </th>
                <td className="px-2 py-1.5 align-top tabular-nums">
                  {match.isQualifierMatch ? `Q${-match.aa}` : match.aa}
                </td>
                <SideCell match={match} which="home" />
                <SideCell match={match} which="away" />
                <td className="px-2 py-1.5 align-top tabular-nums">{match.bye ? 'BYE' : drawScore(match)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
