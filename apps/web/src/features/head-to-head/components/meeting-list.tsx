import { useTranslation } from 'react-i18next';
import { SURFACE_LABELS, type THeadToHeadMeeting } from '@tennis/contracts';
import { resultOrder } from '../../../components/match-list/result-order';
import { PlayerLink } from '../../../components/player-link/player-link';
import { cx } from '../../../components/ui/cx';
import { formatDate } from '../../../lib/format';
import { HEAD_TO_HEAD_NS } from '../i18n';

/** Every meeting, newest first. */
export function MeetingList({ meetings }: { meetings: THeadToHeadMeeting[] }) {
  return (
    <ul className="divide-y divide-line">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="py-3 first:pt-0 last:pb-0">
          <MeetingRow meeting={meeting} />
        </li>
      ))}
    </ul>
  );
}

/** One meeting: when, where, who won (first and in bold), the score and how it ended when not played out. */
export function MeetingRow({ meeting }: { meeting: THeadToHeadMeeting }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  const facts = [
    formatDate(meeting.scheduledAt),
    meeting.eventName,
    meeting.surface ? SURFACE_LABELS[meeting.surface] : null,
  ].filter(Boolean);
  const [first, second] = resultOrder(meeting.winner === 1);
  return (
    <div className="space-y-1">
      <p className="text-xs text-ink-muted">{facts.join(' · ')}</p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <Side side={meeting[first]} won={meeting.winner === (first === 'home' ? 0 : 1)} />
          <span className="mx-2 text-ink-muted">{t('vs')}</span>
          <Side side={meeting[second]} won={meeting.winner === (second === 'home' ? 0 : 1)} />
        </p>
        <p className="flex items-baseline gap-2 text-sm">
          <span className="font-semibold tabular-nums">{meeting.score}</span>
          {meeting.outcome !== 'played' && (
            <span
              className={cx(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                meeting.counted ? 'bg-surface-sunken text-ink' : 'bg-ball-300/50 text-ink',
              )}
            >
              {t(`outcome.${meeting.outcome}`)}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}

function Side({ side, won }: { side: THeadToHeadMeeting['home']; won: boolean }) {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  return (
    <span className={won ? 'font-bold' : undefined}>
      <PlayerLink id={side.id} name={side.displayName} />
      {won && <span className="sr-only"> ({t('winner')})</span>}
    </span>
  );
}
