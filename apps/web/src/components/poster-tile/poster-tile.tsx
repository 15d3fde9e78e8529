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
  /** A line under the title, e.g. the start date. */
  meta?: ReactNode;
  badge?: ReactNode;
  /** Small links under the tile (e.g. to the back office). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A poster tile: the poster in a fixed 3:4 frame, so the grid never shifts
 * while images load; a tennis-court stripe stands in for a missing poster.
 */
export function PosterTile({ to, title, imageUrl, meta, badge, footer, className }: PosterTileProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <article
      className={cx(
        'group flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <Link to={to} className="relative block aspect-[3/4] overflow-hidden rounded-none bg-court-700">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-3 bg-[repeating-linear-gradient(90deg,transparent_0_46%,rgba(255,255,255,.25)_46%_54%,transparent_54%_100%)] text-court-100">
            <TrophyIcon className="size-12" />
            <span className="text-xs font-medium tracking-wide uppercase">{t('poster.noPoster')}</span>
          </span>
        )}
        {badge && <span className="absolute top-2 left-2">{badge}</span>}
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent p-3 pt-10 text-white">
          <span className="line-clamp-2 text-base leading-snug font-semibold">{title}</span>
          {meta && <span className="mt-1 block text-sm text-white/85">{meta}</span>}
        </span>
      </Link>
      {footer && <div className="flex flex-wrap gap-2 border-t border-line px-3 py-2 text-sm">{footer}</div>}
    </article>
  );
}
