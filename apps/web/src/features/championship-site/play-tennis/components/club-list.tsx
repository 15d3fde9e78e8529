import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { CLUB_FACTS, CLUB_IDS, mapSearchUrl, type ClubId } from '../clubs';
import type { GuideContent } from '../content/guide-content';

type ClubsText = GuideContent['clubs'];

const linkClasses =
  'focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-control font-semibold text-clay-700 underline-offset-2 hover:underline dark:text-clay-300';

function ClubCard({ id, text }: { id: ClubId; text: ClubsText }) {
  const { name, area, description } = text.items[id];
  const { surfaces, partnerFacility } = CLUB_FACTS[id];
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-sm">
      <div className="space-y-1">
        {partnerFacility && (
          <p className="inline-flex rounded-pill bg-court-50 px-2.5 py-0.5 text-xs font-semibold text-court-800 dark:bg-court-950 dark:text-court-100">
            {text.partnerBadge}
          </p>
        )}
        <h3 className="text-lg leading-snug font-bold">{name}</h3>
        <p className="text-sm font-medium text-ink-muted">{area}</p>
      </div>
      <dl className="flex flex-wrap items-center gap-1.5 text-sm">
        <dt className="sr-only">{text.courtsLabel}</dt>
        {surfaces.map((surface) => (
          <dd key={surface} className="rounded-pill border border-line bg-surface-muted px-2.5 py-0.5">
            {text.surfaces[surface]}
          </dd>
        ))}
      </dl>
      <p className="flex-1 text-sm leading-relaxed text-ink-muted">{description}</p>
      <div className="flex flex-wrap gap-x-5 text-sm">
        <a href={mapSearchUrl(id)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {text.map}
          <span className="sr-only">
            : {name} {text.newTab}
          </span>
          <span aria-hidden>↗</span>
        </a>
        {partnerFacility && (
          <Link to={paths.skin.partnerFacility(partnerFacility)} className={linkClasses}>
            {text.facilityPage}
            <span className="sr-only">: {name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The nine partner clubs: where each is, its courts, and the way there on the map. */
export function ClubList({ clubs }: { clubs: ClubsText }) {
  return (
    <section aria-labelledby="guide-clubs" className="space-y-4">
      <div className="space-y-2">
        <h2 id="guide-clubs" className="text-xl font-bold tracking-tight sm:text-2xl">
          {clubs.title}
        </h2>
        <p className="max-w-prose text-ink-muted">{clubs.intro}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CLUB_IDS.map((id) => (
          <ClubCard key={id} id={id} text={clubs} />
        ))}
      </ul>
    </section>
  );
}
