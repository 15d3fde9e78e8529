import { useState } from 'react';
import { Command } from 'cmdk';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH, type TSearchHit } from '@tennis/contracts';
import { safeRedirect } from '../../../config/paths';
import { SearchIcon } from '../../../components/svg-icons/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
import { useSearchResults } from '../model/use-search-results';
import { SEARCH_NS } from '../i18n';
import { SearchHitGroup } from './search-hit-group';

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SEARCH_NS);
  useFocusReturn(open);
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
  const { tooShort, waiting, nothingFound, groups } = useSearchResults(text, onClose);

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
        {tooShort && (
          <p className="px-3 py-6 text-center text-sm text-ink-muted">
            {text.trim() === '' ? t('hintEmpty') : t('hintShort', { min: SEARCH_MIN_LENGTH })}
          </p>
        )}
        {nothingFound && (
          <p role="status" className="px-3 py-6 text-center text-sm text-ink-muted">
            {t('noResults')}
          </p>
        )}
        {groups.map(({ group, hits }) => (
          <SearchHitGroup key={group} group={group} hits={hits} onSelect={go} />
        ))}
      </Command.List>
    </Command>
  );
}
