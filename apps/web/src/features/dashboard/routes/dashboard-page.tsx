import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { SESSION_KEY, isBackOffice, useCurrentUser } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { dashboardQuery } from '../api/dashboard-api';
import { ChampionshipBanners } from '../components/championship-banners';
import { EmailVerificationNotice } from '../components/email-verification-notice';
import { PlayerForm } from '../components/player-form';
import { PlayerInfoCard } from '../components/player-info-card';
import { PlayerTiles } from '../components/player-tiles';
import { TournamentPosters } from '../components/tournament-posters';
import { dashboardGate } from '../model/dashboard-gate';
import { DASHBOARD_NS } from '../i18n';

/** /dashboard: the gates first (spec 1 §4), then tiles by role (spec 1 §2.5). */
export function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const user = useCurrentUser();
  const [query] = useSearchParams();
  const client = useQueryClient();
  const justVerified = query.get('verified') === '1';

  // Back from the verification link: the cached user still says "unverified".
  useEffect(() => {
    if (justVerified) void client.invalidateQueries({ queryKey: SESSION_KEY });
  }, [justVerified, client]);

  // The route guard keeps guests out; this only covers the moment of a logout.
  if (!user) return null;
  const view = dashboardGate(user, query);
  if (view.gate === 'change-password') return <Navigate to={paths.changePassword()} replace />;

  return (
    <Page title={t('title')} intro={t('greeting', { name: user.name })}>
      <div className="space-y-6 sm:space-y-8">
        {view.justVerified && user.emailVerifiedAt && <Alert tone="success">{t('verified')}</Alert>}
        {view.gate === 'verify-email' && <EmailVerificationNotice email={user.email} />}
        {view.gate === 'phone-mismatch' && (
          <Alert tone="warning" title={t('phoneMismatch.title')}>
            {t('phoneMismatch.body')}
          </Alert>
        )}
        {view.gate === 'confirm-player-info' && <PlayerInfoCard player={user.player} />}
        {view.gate === 'player-form' && <PlayerForm user={user} redirectTo={query.get('redirectTo')} />}
        {/* The mismatch notice does not hide the rest: the profile is with the team, the account works. */}
        {(view.gate === 'tiles' || view.gate === 'phone-mismatch') && <DashboardTiles user={user} />}
      </div>
    </Page>
  );
}

function DashboardTiles({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const backOffice = isBackOffice(user);
  const data = useQuery(dashboardQuery);

  const content = () => {
    if (data.isError) {
      return (
        <Alert tone="danger" title={t('loadFailed')}>
          <p>{data.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void data.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      );
    }
    if (!data.data) {
      return (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full rounded-card" />
          ))}
        </div>
      );
    }
    const { tournaments, championships } = data.data;
    return (
      <>
        {backOffice && (
          <>
            <TournamentPosters
              heading={t('tournaments.underway')}
              empty={t('tournaments.noUnderway')}
              tournaments={tournaments.underway}
            />
            <TournamentPosters
              heading={t('tournaments.upcoming')}
              empty={t('tournaments.noUpcoming')}
              tournaments={tournaments.upcoming}
            />
          </>
        )}
        {user.player && <ChampionshipBanners championships={championships} />}
      </>
    );
  };

  return (
    <>
      {user.player && <PlayerTiles playerId={user.player.id} />}
      {(backOffice || user.player) && content()}
    </>
  );
}
