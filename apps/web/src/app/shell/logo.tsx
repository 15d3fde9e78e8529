import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The site mark: a clay tile with a ball; the name beside it from the wide screen up. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="focus-ring flex shrink-0 items-center gap-2 rounded-control font-bold tracking-tight">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8">
        <rect width="64" height="64" rx="14" className="fill-clay-600" />
        <circle cx="32" cy="32" r="18" className="fill-ball-400" />
        <path
          d="M17 24c8 3 11 13 6 22M47 24c-8 3-11 13-6 22"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg">{t('app.name')}</span>
    </Link>
  );
}
