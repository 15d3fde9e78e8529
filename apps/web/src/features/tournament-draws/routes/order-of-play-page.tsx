import { Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { Page } from '../../../components/ui/page';
import { useOrderOfPlay, useTournament } from '../api/draws-api';
import { useSwapSlots } from '../api/swap-slots-api';
import { useTournamentLiveUpdates } from '../api/tournament-live-updates';
import { MatchOptionsDialog } from '../components/draw-editors';
import { OrderOfPlayDay } from '../components/order-of-play-day';
import { OrderOfPlayLinks } from '../components/order-of-play-links';
import { openingDay } from '../model/opening-day';
import { athensToday } from '../../../lib/athens-today';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { DrawsMode } from './draws-page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The order of play of one day; the date lives in the query so a link keeps it. The back office scores from here. */
export function OrderOfPlayPage({ mode }: { mode: DrawsMode }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const params = useParams();
  const tournament = useTournament(
    mode === 'backoffice' ? { id: params.id } : { hostSlug: params.hostSlug, tournamentSlug: params.tournamentSlug },
  );
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const today = athensToday();
  // Without a date in the link, the page opens on the next day with matches, learnt from today's answer.
  const [opened, setOpened] = useState<string | null>(null);
  const date = asked && DAY.test(asked) ? asked : (opened ?? today);
  const order = useOrderOfPlay(tournament.data?.id, date);
  const choosing = !(asked && DAY.test(asked)) && opened === null;
  const days = order.data?.days;
  useEffect(() => {
    if (choosing && days) setOpened(openingDay(days, today));
  }, [choosing, days, today]);
  const data = tournament.data;
  useTournamentLiveUpdates(mode === 'backoffice' ? undefined : data?.id);
  const title = data ? t('orderOfPlayOf', { name: data.name }) : t('orderOfPlay');
  const options = useMatchOptions();
  const backoffice = mode === 'backoffice';
  const swap = useSwapSlots();

  const body = (
    <OrderOfPlayDay
      date={date}
      days={order.data?.days ?? []}
      onDateChange={(next) => setSearch({ date: next }, { replace: true })}
      loading={order.isPending || order.isPlaceholderData || tournament.isPending || choosing}
      matches={order.data?.matches ?? []}
      actionsOf={backoffice ? (match) => <MatchRowButtons match={match} onOpen={options.open} /> : undefined}
      onSwap={backoffice ? (matchId, otherMatchId) => swap.mutate({ matchId, otherMatchId }) : undefined}
    />
  );
  if (mode === 'static') {
    return (
      <main className="min-h-dvh bg-surface-muted p-4">
        <h1 className="mb-4 text-xl font-bold">{title}</h1>
        {body}
      </main>
    );
  }
  return (
    <Page title={title} actions={data && <OrderOfPlayLinks tournament={data} backoffice={backoffice} />}>
      {body}
      <Suspense fallback={null}>
        {options.opened && (
          <MatchOptionsDialog
            match={options.opened.match}
            initialSection={options.opened.section}
            onClose={options.close}
          />
        )}
      </Suspense>
    </Page>
  );
}

export const BackofficeOrderOfPlayPage = () => <OrderOfPlayPage mode="backoffice" />;
export const PublicOrderOfPlayPage = () => <OrderOfPlayPage mode="public" />;
export const StaticOrderOfPlayPage = () => <OrderOfPlayPage mode="static" />;
