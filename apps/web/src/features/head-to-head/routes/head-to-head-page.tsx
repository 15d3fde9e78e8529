import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAtrp } from '@tennis/domain';
import { PlayerPicker, type PlayerOption } from '../../../components/player-picker/player-picker';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { chosenPlayerQuery, headToHeadQuery, playerSearchQuery } from '../api/head-to-head-api';
import { HeadToHeadResult } from '../components/head-to-head-result';
import { HEAD_TO_HEAD_NS } from '../i18n';
import { pairFromSearch } from '../model/pair-from-search';

type Slot = 'player1Id' | 'player2Id';

/** /head-2-head?player1Id=&player2Id= (spec 3 §2): two player searches, then the splits, the last meeting and the history. */
export function HeadToHeadPage() {
  const { t } = useTranslation(HEAD_TO_HEAD_NS);
  const [search, setSearch] = useSearchParams();
  const { player1Id, player2Id } = pairFromSearch(search);
  const both = player1Id !== null && player2Id !== null;
  const result = useQuery({ ...headToHeadQuery(player1Id ?? 0, player2Id ?? 0), enabled: both });
  const choose = (slot: Slot, player: PlayerOption | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (player) next.set(slot, String(player.playerId));
      else next.delete(slot);
      return next;
    });
  const players = result.data?.data;
  return (
    <Page title={t('title')} intro={t('intro')} width="wide">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChosenPicker
          label={t('player1')}
          id={player1Id}
          known={players?.player1}
          onChange={(player) => choose('player1Id', player)}
        />
        <ChosenPicker
          label={t('player2')}
          id={player2Id}
          known={players?.player2}
          onChange={(player) => choose('player2Id', player)}
        />
      </div>
      {both && (
        <div className="mt-6">
          {result.isError ? (
            <QueryError error={result.error} onRetry={() => void result.refetch()} />
          ) : players ? (
            <HeadToHeadResult data={players} />
          ) : (
            <div aria-busy="true" className="space-y-4">
              <Skeleton className="h-64 w-full rounded-card" />
              <Skeleton className="h-40 w-full rounded-card" />
            </div>
          )}
        </div>
      )}
    </Page>
  );
}

type Known = { id: number; displayName: string; atrp: number | null } | undefined;

/** A picker whose choice is the URL's: the name from the head-to-head, else from the player's basics. */
function ChosenPicker({
  label,
  id,
  known,
  onChange,
}: {
  label: string;
  id: number | null;
  known: Known;
  onChange: (player: PlayerOption | null) => void;
}) {
  const basics = useQuery({ ...chosenPlayerQuery(id ?? 0), enabled: id !== null && known === undefined });
  const named = known ?? basics.data?.data;
  const value: PlayerOption | null =
    id === null ? null : { playerId: id, displayName: named?.displayName ?? '…', atrp: named?.atrp ?? null };
  return (
    <PlayerPicker
      label={label}
      value={value}
      onChange={onChange}
      search={playerSearchQuery}
      minTermLength={3}
      details={(player) => `ATRP ${formatAtrp(player.atrp)}`}
    />
  );
}
