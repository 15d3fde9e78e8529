import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SURFACE_LABELS, type TTournament } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { TOURNAMENTS_NS } from '../i18n';
import { PhoneLinks } from './phone-links';
import { TournamentDates } from './tournament-dates';

const euro = new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** What an entrant needs to know: organiser, venue, surface, dates, deadline, fees, phones and the proclamation. */
export function LandingDetailsCard({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card>
      <dl className="space-y-3">
        <InfoRow label={t('landing.host')}>{tournament.host.name}</InfoRow>
        <InfoRow label={t('landing.club')}>
          {tournament.club ? (
            <>
              {tournament.club.name}
              {(tournament.address ?? tournament.club.address) && (
                <span className="block text-sm font-normal text-ink-muted">
                  {tournament.address ?? tournament.club.address}
                </span>
              )}
            </>
          ) : (
            t('landing.variousClubs')
          )}
        </InfoRow>
        <InfoRow label={t('landing.surface')}>
          {tournament.surface ? SURFACE_LABELS[tournament.surface] : t('landing.variousSurfaces')}
        </InfoRow>
        <InfoRow label={t('landing.dates')}>
          <TournamentDates start={tournament.tournamentStart} end={tournament.tournamentEnd} />
        </InfoRow>
        <InfoRow label={t('landing.deadline')}>{formatDateTime(tournament.participationsEnd)}</InfoRow>
        <InfoRow label={t('landing.firstFee')}>{euro.format(tournament.firstCategoryCost)}</InfoRow>
        {tournament.secondCategoryCost !== null && (
          <InfoRow label={t('landing.secondFee')}>{euro.format(tournament.secondCategoryCost)}</InfoRow>
        )}
        {tournament.contactPhones && (
          <InfoRow label={t('landing.phones')}>
            <PhoneLinks text={tournament.contactPhones} />
          </InfoRow>
        )}
        {tournament.host.phone && (
          <InfoRow label={t('landing.hostPhone')}>
            <PhoneLinks text={tournament.host.phone} />
          </InfoRow>
        )}
      </dl>
      {tournament.publicProclamationUrl && (
        <a
          className="focus-ring mt-4 inline-block font-medium text-clay-700 hover:underline dark:text-clay-300"
          href={tournament.publicProclamationUrl}
          download
        >
          {t('landing.proclamation')}
        </a>
      )}
    </Card>
  );
}
