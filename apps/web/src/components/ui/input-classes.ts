/** The look of every text input, select and date field: its own module, so a page with one select takes no form code. */
export const inputClasses =
  'focus-ring block w-full min-h-11 rounded-control border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 shadow-xs aria-invalid:border-danger disabled:bg-surface-sunken sm:text-sm';
