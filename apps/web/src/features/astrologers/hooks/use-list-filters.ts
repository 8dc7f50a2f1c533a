import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToParams, parseFilters, type ListFilters } from '../lib/filters';

/**
 * The list filters, read from and written to the URL. Changes replace the history entry (Back
 * leaves the list rather than stepping through every chip) and so keep the scroll position
 * (app/layout/scroll-restoration.tsx leaves a same-path REPLACE where it is).
 */
export function useListFilters(): [ListFilters, (next: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the text, not the object identity
  const filters = useMemo(() => parseFilters(params), [key]);
  const setFilters = useCallback(
    (next: ListFilters) => setParams(filtersToParams(next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
