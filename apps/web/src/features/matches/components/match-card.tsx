import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { MATCHES_NS } from '../i18n';
import { SideName } from './match-cells';

/** A match as a tile, for screens too narrow for the table. */
export function MatchCard({ match, options }: { match: TMatch; options: ReactNode }) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      <div className="flex items-center justify-between text-xs text-ink-muted">
        <span>
          #{match.id} · {formatDateTime(match.scheduledAt)}
        </span>
        <span>{match.club?.acronym ?? match.club?.name}</span>
      </div>
      <p>
        <SideName match={match} side="home" /> <span className="text-ink-muted">{t('list.vs')}</span>{' '}
        <SideName match={match} side="away" />
      </p>
      <div className="flex items-center justify-between">
        <span className="font-medium tabular-nums">{match.scoreText}</span>
        {options}
      </div>
    </Card>
  );
}
