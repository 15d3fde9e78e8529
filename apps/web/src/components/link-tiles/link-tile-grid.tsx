import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkTile {
  key: string;
  to: string;
  title: string;
  meta?: ReactNode;
  icon: ReactNode;
}

/** The back-office pages' grid of link tiles (icon, title, a line under it). */
export function LinkTileGrid({ tiles }: { tiles: readonly LinkTile[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.to}
            className="focus-ring group flex h-full items-start gap-4 rounded-card border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="rounded-control bg-clay-50 p-2.5 text-clay-700 dark:bg-clay-950 dark:text-clay-300">
              {tile.icon}
            </span>
            <span className="space-y-1">
              <span className="block text-base font-semibold group-hover:underline">{tile.title}</span>
              <span className="block text-sm text-ink-muted">{tile.meta}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
