import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showError } from '../../../lib/error-dialog-store';
import { globalSearchQuery } from '../api/global-search';
import { limitHits, searchableTerm } from './search-term';
import { useDebouncedValue } from './use-debounced-value';

/** Wait this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;

/**
 * The palette's search for the text typed: asked once typing pauses, grouped and limited
 * for display. A failed search closes the palette and shows the error dialog instead.
 */
export function useSearchResults(text: string, onClose: () => void) {
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
  return {
    /** The text is too short to search. */
    tooShort: typed === null,
    waiting: typed !== null && (term === null || term !== typed || search.isFetching),
    nothingFound: typed !== null && term === typed && search.isSuccess && !search.isFetching && groups.length === 0,
    groups,
  };
}
