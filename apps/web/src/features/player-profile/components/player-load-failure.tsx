import { QueryError } from '../../../components/ui/query-error';
import { ApiError } from '../../../lib/api-error';
import { PlayerNotFound } from './player-not-found';

/** A player who does not exist gets the not-found page; any other failure its message and a retry. */
export function PlayerLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  if (error instanceof ApiError && error.status === 404) return <PlayerNotFound />;
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <QueryError error={error} onRetry={onRetry} />
    </div>
  );
}
