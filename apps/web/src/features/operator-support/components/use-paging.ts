import { useState } from 'react';

/** A list's page and page size (1-based, as the API counts), for PagedTable without a search. */
export function usePaging(initialPageSize = 20) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    query: { page, pageSize },
    table: {
      page,
      pageSize,
      onPage: setPage,
      onPageSize: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
