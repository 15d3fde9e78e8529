import { TrophyIcon } from '../../../../components/svg-icons/icons';
import { cx } from '../../../../components/ui/cx';

type Props = { url: string | null; alt: string; className?: string };

/**
 * The champion's photo in a frame of fixed proportions (no layout shift while
 * it loads), or the league's trophy on the clay colour when there is none.
 */
export function ChampionPhoto({ url, alt, className }: Props) {
  return (
    <div className={cx('relative overflow-hidden bg-clay-100 dark:bg-clay-950', className)}>
      {url ? (
        // Portraits crop from a little above the middle, where faces are.
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover object-[50%_30%]"
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-clay-50 to-clay-200 dark:from-clay-900 dark:to-clay-950"
        >
          {/* The lines of a court, faint, behind the trophy. */}
          <div className="absolute inset-3 rounded-sm border border-clay-300/70 dark:border-clay-700" />
          <div className="absolute inset-x-3 top-1/2 border-t border-clay-300/70 dark:border-clay-700" />
          <TrophyIcon className="relative size-12 text-clay-500 sm:size-14 dark:text-clay-300" />
        </div>
      )}
    </div>
  );
}
