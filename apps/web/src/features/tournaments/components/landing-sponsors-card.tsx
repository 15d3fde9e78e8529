import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { TOURNAMENTS_NS } from '../i18n';

/** The sponsors, by logo where there is one, each linked to its site where it has one. */
export function LandingSponsorsCard({ sponsors }: { sponsors: TTournament['sponsors'] }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('landing.sponsors')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sponsors.map((sponsor) => {
          const body = sponsor.imageUrl ? (
            <img src={sponsor.imageUrl} alt={sponsor.name} loading="lazy" className="mx-auto h-16 object-contain" />
          ) : (
            <span className="font-medium">{sponsor.name}</span>
          );
          return (
            <li
              key={sponsor.id}
              className="flex min-h-20 items-center justify-center rounded-control border border-line p-3 text-center"
            >
              {sponsor.url ? (
                <a className="focus-ring hover:underline" href={sponsor.url} target="_blank" rel="noreferrer">
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
