import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import type { TSearchHit } from '@tennis/contracts';
import { PlayerIcon, RacketIcon, TrophyIcon } from '../../../components/svg-icons/icons';
import type { SearchGroup } from '../model/search-term';
import { SEARCH_NS } from '../i18n';

const groupIcons: Record<SearchGroup, typeof PlayerIcon> = {
  players: PlayerIcon,
  tournaments: RacketIcon,
  championships: TrophyIcon,
};

interface SearchHitGroupProps {
  group: SearchGroup;
  hits: TSearchHit[];
  onSelect: (hit: TSearchHit) => void;
}

/** One kind of hit (players, tournaments or championships) under its heading, each with the kind's icon. */
export function SearchHitGroup({ group, hits, onSelect }: SearchHitGroupProps) {
  const { t } = useTranslation(SEARCH_NS);
  const Icon = groupIcons[group];
  return (
    <Command.Group
      heading={t(`groups.${group}`)}
      className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-ink-muted [&_[cmdk-group-heading]]:uppercase"
    >
      {hits.map((hit) => (
        <Command.Item
          key={`${group}-${hit.id}`}
          value={`${group}-${hit.id}`}
          onSelect={() => onSelect(hit)}
          className="flex cursor-pointer items-center gap-3 rounded-control px-3 py-2.5 text-sm data-[selected=true]:bg-clay-50 data-[selected=true]:text-clay-900 dark:data-[selected=true]:bg-clay-950 dark:data-[selected=true]:text-clay-100"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-surface-sunken text-clay-700 dark:text-clay-300">
            <Icon className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-medium">{hit.title}</span>
            {hit.subtitle && <span className="block truncate text-xs text-ink-muted">{hit.subtitle}</span>}
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
