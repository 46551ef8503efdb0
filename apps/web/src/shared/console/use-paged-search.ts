import { useState } from 'react';
import { useDebouncedValue } from '../ui/use-debounced-value';

/**
 * The state of a console list: what is typed in the search (sent once it settles), the page
 * (1-based, as the API counts) and the page size. A new search starts again at page 1.
 */
export function usePagedSearch(initialPageSize = 20) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const q = useDebouncedValue(search.trim(), 300);
  return {
    search,
    q,
    page,
    pageSize,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
