import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/svg-icons/icons';
import { openSearchPalette } from '../model/palette-store';
import { SEARCH_NS } from '../i18n';

/**
 * The navbar's search button: opens the palette (as Ctrl+K does). On the
 * desktop bar it reads like a search box; in the mobile menu it is a row.
 */
export function SearchButton({ placement = 'desktop' }: { placement?: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(SEARCH_NS);
  if (placement === 'mobile') {
    return (
      <button
        type="button"
        onClick={openSearchPalette}
        className="focus-ring flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-base font-medium text-ink hover:bg-surface-sunken"
      >
        <SearchIcon className="size-5 text-ink-muted" />
        {t('button')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={openSearchPalette}
      aria-keyshortcuts="Control+K"
      className="focus-ring inline-flex min-h-10 items-center gap-2 rounded-pill border border-line bg-surface px-3 text-sm text-ink-muted transition-colors hover:border-clay-300 hover:text-ink"
    >
      <SearchIcon className="size-4" />
      {/* The name is the visible text ("Αναζήτηση Ctrl K"). Where only the icon shows (a phone, and the desktop bar,
          whose links take the room), the word stays for screen readers; the shortcut is in aria-keyshortcuts. */}
      <span className="sr-only md:not-sr-only xl:sr-only">{t('button')}</span>
      <kbd className="hidden whitespace-nowrap rounded border border-line bg-surface-sunken px-1.5 font-sans text-[0.7rem] md:inline xl:hidden">
        {t('shortcut')}
      </kbd>
    </button>
  );
}
