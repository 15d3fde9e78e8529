import { SearchButton } from '../../features/search/components/search-button';

/** The search button of the navbar; the palette itself is mounted once in the root layout. */
export function NavbarSearchSlot({ placement }: { placement: 'desktop' | 'mobile' }) {
  return <SearchButton placement={placement} />;
}
