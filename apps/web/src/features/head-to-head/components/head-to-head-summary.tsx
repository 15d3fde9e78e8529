import { useTranslation } from 'react-i18next';
import { formatAtrp } from '@tennis/domain';
import type { THeadToHead, THeadToHeadPlayer } from '@tennis/contracts';
import { PlayerAvatar } from '../../../components/player-link/player-avatar';
import { PlayerLink } from '../../../components/player-link/player-link';
import { HEAD_TO_HEAD_NS } from '../i18n';

const SPLITS = ['all', 'hard', 'clay', 'indoor'] as const;

/** The two players face to face, their overall wins between them. */
export function PlayersHeader({ data }: { data: THeadToHead }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  const [wins1, wins2] = data.h2h.all;
  return (
    <section
      aria-label={t('wins')}
      className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 overflow-hidden rounded-card bg-gradient-to-br from-clay-700 to-clay-900 px-4 py-6 text-white sm:px-8"
    >
      <PlayerHead player={data.player1} />
      <p className="text-3xl font-bold tabular-nums sm:text-5xl">
        <span className="sr-only">{t('wins')}: </span>
        {wins1}–{wins2}
      </p>
      <PlayerHead player={data.player2} />
    </section>
  );
}

function PlayerHead({ player }: { player: THeadToHeadPlayer }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  const words = player.displayName.split(' ');
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <PlayerAvatar
        name={words[0] ?? ''}
        surname={words.at(-1) ?? ''}
        pictureUrl={player.profilePictureUrl}
        alt={t('pictureOf', { name: player.displayName })}
      />
      <PlayerLink
        id={player.id}
        name={player.displayName}
        className="font-semibold break-words text-white decoration-white/60 hover:text-white sm:text-lg"
      />
      <span className="text-sm text-white/80">{t('atrp', { atrp: formatAtrp(player.atrp) })}</span>
    </div>
  );
}

/** One bar per split: player 1's share from the left in clay, player 2's from the right in court green. */
export function SplitBars({ data }: { data: THeadToHead }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  return (
    <ul className="space-y-4">
      {SPLITS.map((split) => {
        const [wins1, wins2, percent1, percent2] = data.h2h[split];
        const played = wins1 + wins2 > 0;
        return (
          <li key={split}>
            <div className="mb-1 flex items-baseline justify-between gap-2 text-sm tabular-nums">
              <span className="font-semibold">
                <Dot className="bg-clay-600" /> {wins1} <span className="text-ink-muted">({percent1}%)</span>
              </span>
              <span className="font-medium">{t(`split.${split}`)}</span>
              <span className="font-semibold">
                <span className="text-ink-muted">({percent2}%)</span> {wins2} <Dot className="bg-court-600" />
              </span>
            </div>
            <div
              role="img"
              aria-label={t('barLabel', {
                split: t(`split.${split}`),
                name1: data.player1.displayName,
                name2: data.player2.displayName,
                percent1,
                percent2,
              })}
              className="flex h-3 overflow-hidden rounded-full bg-surface-sunken"
            >
              {played && (
                <>
                  <span className="h-full bg-clay-600" style={{ width: `${percent1}%` }} />
                  <span className="h-full bg-court-600" style={{ width: `${percent2}%` }} />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The colour of a player's share in the bars. */
function Dot({ className }: { className: string }) {
  return <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${className}`} />;
}
