/** Below 640 px the list opens as poster tiles, above as a table (spec 2 §2). */
export const PHONE_QUERY = '(max-width: 639px)';

export type ListView = 'table' | 'tiles';

export function defaultListView(matches: (query: string) => boolean): ListView {
  return matches(PHONE_QUERY) ? 'tiles' : 'table';
}
