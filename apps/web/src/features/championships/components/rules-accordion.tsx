import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WIN_POINTS_BY_LEVEL } from '@tennis/domain';
import { SURFACE_LABELS, type TPublicVenue } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { CHAMPIONSHIPS_NS } from '../i18n';

const SECTIONS = [
  'what',
  'register',
  'schedule',
  'venues',
  'structure',
  'atrp',
  'points',
  'howSet',
  'procedure',
  'ranking',
  'cost',
] as const;

/** The win-points table of the rules text, from the same numbers the standings count. */
function WinPointsTable() {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <table className="mt-3 w-full max-w-sm border-collapse text-sm">
      <thead>
        <tr className="border-b border-line text-left text-ink-muted">
          <th scope="col" className="py-1 pr-4">
            {t('rules.points.opponent')}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('rules.points.win')}
          </th>
        </tr>
      </thead>
      <tbody>
        {WIN_POINTS_BY_LEVEL.map((points, level) => (
          <tr key={level} className="border-b border-line/60">
            <td className="py-1 pr-4 tabular-nums">{(1.5 + level / 2).toFixed(1)}</td>
            <td className="py-1 text-right font-semibold tabular-nums">{points.toLocaleString('el-GR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rules text (spec 3 §9) as one collapsible section each. */
export function RulesAccordion({ venues }: { venues: readonly TPublicVenue[] }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      {SECTIONS.map((section) => (
        <details key={section} className="group px-4 py-1">
          <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold">
            {t(`rules.${section}.title`)}
            <span aria-hidden className="text-clay-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="pb-4 text-sm leading-relaxed text-ink-muted">
            <p>{t(`rules.${section}.body`)}</p>
            {section === 'points' && <WinPointsTable />}
            {section === 'structure' && (
              <p className="mt-2">
                <Link
                  to={paths.skin.knockouts2025()}
                  className="focus-ring font-medium text-clay-700 underline underline-offset-2"
                >
                  {t('rules.structure.knockoutsLink')}
                </Link>
              </p>
            )}
            {section === 'venues' && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {venues.map((venue) => (
                  <li key={venue.id}>
                    <span className="font-medium text-ink">{venue.name}</span>
                    {venue.surfaces.length > 0 && ` (${venue.surfaces.map((s) => SURFACE_LABELS[s]).join(', ')})`}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
