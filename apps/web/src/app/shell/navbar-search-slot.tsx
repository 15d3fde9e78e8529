/**
 * SLOT: the search button of the navbar.
 *
 * The global search feature (Ctrl+K palette) mounts its button here, e.g. by
 * rendering a lazily loaded component from features/search. Until then the
 * slot draws nothing. It receives where it sits so it can size itself.
 */
export function NavbarSearchSlot(_props: { placement: 'desktop' | 'mobile' }) {
  return null;
}
