import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';
import { TrophyIcon } from '../svg-icons/icons';
import { SHARED_UI_NS } from '../shared-ui-i18n';

type PosterTileProps = {
  to: string;
  title: string;
  imageUrl: string | null;
  /** A line under the title, e.g. the dates. */
  meta?: ReactNode;
  badge?: ReactNode;
  /** Facts under the title (deadline, fee, places), outside the link. */
  details?: ReactNode;
  /** Small links under the tile (e.g. to the back office). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A poster tile: the poster in a fixed 3:4 frame, so the grid never shifts
 * while images load; a tennis-court stripe stands in for a missing poster.
 * The title sits under the frame, whole (a narrow phone column wraps it, never
 * cuts it before the year), so it never covers the poster or its stand-in.
 */
export function PosterTile({ to, title, imageUrl, meta, badge, details, footer, className }: PosterTileProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <article
      className={cx(
        'group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <Link to={to} className="focus-ring block rounded-none">
        <span className="relative block aspect-[3/4] overflow-hidden bg-court-700">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-3 bg-[repeating-linear-gradient(90deg,transparent_0_46%,rgba(255,255,255,.25)_46%_54%,transparent_54%_100%)] px-2 text-center text-court-100">
              <TrophyIcon className="size-12" />
              <span className="text-xs font-medium tracking-wide uppercase">{t('poster.noPoster')}</span>
            </span>
          )}
          {badge && <span className="absolute top-2 left-2">{badge}</span>}
        </span>
        <span className="block px-3 pt-3">
          <span className="block text-base leading-snug font-semibold break-words hyphens-auto text-ink group-hover:underline">
            {title}
          </span>
          {meta && <span className="mt-1 block text-sm text-ink-muted">{meta}</span>}
        </span>
      </Link>
      <div className="flex-1 px-3 pt-2 pb-3 text-sm">{details}</div>
      {footer && <div className="flex flex-wrap gap-x-3 gap-y-1 border-t border-line px-3 py-2 text-sm">{footer}</div>}
    </article>
  );
}
