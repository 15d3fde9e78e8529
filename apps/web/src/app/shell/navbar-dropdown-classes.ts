// Shared by the navbar's menus and the stand-ins drawn until their code arrives, so the two look the same.
export const dropdownButtonClasses =
  'focus-ring inline-flex items-center gap-1 whitespace-nowrap rounded-control px-3 py-2 text-sm font-medium text-ink hover:bg-surface-sunken data-open:bg-surface-sunken';

export const userMenuButtonClasses =
  'focus-ring flex items-center gap-2 rounded-pill py-1 pl-1 pr-2 text-sm font-medium hover:bg-surface-sunken data-open:bg-surface-sunken';
