// How long a page of a list may be: the lists' pagination reads these on public pages, without zod.
export const PAGE_LENGTHS = [5, 10, 15, 25, 50, 100, 250] as const;
export const DEFAULT_PAGE_LENGTH = 10;
