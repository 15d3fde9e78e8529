import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { MatchTile } from '../../../components/match-list/match-tile';
import { formatDateTime } from '../../../lib/format';
import { MATCHES_NS } from '../i18n';

/** A match as a tile, for screens too narrow for the table; `event` names what it belongs to, above it. */
export function MatchCard({ match, options, event }: { match: TMatch; options: ReactNode; event?: ReactNode }) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <MatchTile
      match={match}
      vsLabel={t('list.vs')}
      options={options}
      header={
        <>
          {event && <div className="text-xs font-medium">{event}</div>}
          <div className="flex items-center justify-between text-xs text-ink-muted">
            <span>
              #{match.id} · {formatDateTime(match.scheduledAt)}
            </span>
            <span>{match.club?.acronym ?? match.club?.name}</span>
          </div>
        </>
      }
    />
  );
}
