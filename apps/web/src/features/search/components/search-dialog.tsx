import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH, type TSearchHit } from '@tennis/contracts';
import { safeRedirect } from '../../../config/paths';
import { showError } from '../../../lib/error-dialog-store';
import { SearchIcon, PlayerIcon, TrophyIcon, RacketIcon } from '../../../components/svg-icons/icons';
import { Spinner } from '../../../components/ui/spinner';
import { globalSearchQuery } from '../api/global-search';
import { limitHits, searchableTerm, type SearchGroup } from '../model/search-term';
import { useDebouncedValue } from '../model/use-debounced-value';
import { SEARCH_NS } from '../i18n';

/** Wait this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

const groupIcons: Record<SearchGroup, typeof PlayerIcon> = {
  players: PlayerIcon,
  tournaments: RacketIcon,
  championships: TrophyIcon,
};

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-3 pt-[8vh] sm:p-6 sm:pt-[12vh]">
        <DialogPanel className="w-full max-w-xl overflow-hidden rounded-card border border-line bg-surface shadow-2xl">
          <DialogTitle className="sr-only">{t('title')}</DialogTitle>
          {/* Mounted only while open, so every opening starts from an empty box. */}
          {open && <SearchCommand onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function SearchCommand({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SEARCH_NS);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = searchableTerm(text);
  const settled = searchableTerm(useDebouncedValue(text, DEBOUNCE_MS));
  // A term shorter than three characters clears the results at once.
  const term = typed !== null && settled !== null ? settled : null;
  const search = useQuery({ ...globalSearchQuery(term ?? ''), enabled: term !== null });

  const failed = search.isError ? search.error : null;
  useEffect(() => {
    if (!failed) return;
    onClose();
    showError(failed);
  }, [failed, onClose]);

  const groups = term !== null && search.data ? limitHits(search.data) : [];
  const waiting = typed !== null && (term === null || term !== typed || search.isFetching);

  const go = (hit: TSearchHit) => {
    const target = safeRedirect(hit.url);
    onClose();
    if (target) navigate(target);
  };

  return (
    <Command shouldFilter={false} loop label={t('title')} className="flex max-h-[75dvh] flex-col">
      <div className="flex items-center gap-3 border-b border-line px-4">
        <SearchIcon className="size-5 shrink-0 text-ink-muted" />
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={t('placeholder')}
          autoFocus
          className="min-h-14 w-full bg-transparent text-base text-ink outline-none placeholder:text-ink-muted/70"
        />
        {waiting && <Spinner className="text-ink-muted" label={t('searching')} />}
        <button
          type="button"
          onClick={onClose}
          className="focus-ring rounded border border-line px-1.5 py-0.5 text-xs text-ink-muted hover:text-ink"
        >
          Esc<span className="sr-only"> {t('close')}</span>
        </button>
      </div>
      <Command.List className="overflow-y-auto overscroll-contain p-2">
        {typed === null && (
          <p className="px-3 py-6 text-center text-sm text-ink-muted">
            {text.trim() === '' ? t('hintEmpty') : t('hintShort', { min: SEARCH_MIN_LENGTH })}
          </p>
        )}
        {typed !== null && term === typed && search.isSuccess && !search.isFetching && groups.length === 0 && (
          <p role="status" className="px-3 py-6 text-center text-sm text-ink-muted">
            {t('noResults')}
          </p>
        )}
        {groups.map(({ group, hits }) => {
          const Icon = groupIcons[group];
          return (
            <Command.Group
              key={group}
              heading={t(`groups.${group}`)}
              className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-ink-muted [&_[cmdk-group-heading]]:uppercase"
            >
              {hits.map((hit) => (
                <Command.Item
                  key={`${group}-${hit.id}`}
                  value={`${group}-${hit.id}`}
                  onSelect={() => go(hit)}
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
        })}
      </Command.List>
    </Command>
  );
}
