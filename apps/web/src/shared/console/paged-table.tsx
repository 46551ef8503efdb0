import { Fragment, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { PagedSearch } from './use-paged-search';
import { AreaError } from './area-error';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'left' | 'right';
};

type Props<T> = {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Rows in all pages; without it the table is one page and has no pagination. */
  count?: number;
  /** 1-based, as the API counts. */
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  onPageSize?: (size: number) => void;
  search?: { value: string; onChange: (text: string) => void; label?: string };
  /** A list's state from usePagedSearch: its page, page size and search, in one prop. */
  list?: PagedSearch;
  /** The search field's label when `list` gives the search. */
  searchLabel?: string;
  /** Filters and buttons beside the search. */
  toolbar?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Set: each row opens a detail row under it (e.g. the audit's before and after). */
  details?: (row: T) => ReactNode;
  detailsLabel?: string;
  /** A totals row under the rows, drawn by the same columns (the money reports add up). */
  total?: T;
};

/**
 * The console's list: search, a horizontally scrollable table (phones are 360 px wide) and
 * pagination. Data comes from the caller's query, so a page change keeps the old rows shown
 * until the new ones arrive (keepPreviousData).
 */
export function PagedTable<T>(given: Props<T>) {
  const { list } = given;
  const props: Props<T> = list
    ? {
        ...given,
        page: list.page,
        pageSize: list.pageSize,
        onPage: list.setPage,
        onPageSize: list.setPageSize,
        search: { value: list.search, onChange: list.setSearch, label: given.searchLabel },
      }
    : given;
  const {
    label,
    columns,
    rows,
    rowKey,
    count,
    page = 1,
    pageSize = 20,
    search,
    toolbar,
    details,
    total,
  } = props;
  const { t } = useTranslation('console');
  const [open, setOpen] = useState<string | number | null>(null);
  const span = columns.length + (details ? 1 : 0);

  return (
    <Stack spacing={2}>
      {(search || toolbar) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {search && (
            <TextField
              size="small"
              type="search"
              label={search.label ?? t('search')}
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              sx={{ minWidth: { sm: 260 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          {toolbar}
        </Stack>
      )}
      {props.error && !rows ? (
        <AreaError error={props.error} onRetry={props.onRetry} />
      ) : (
        <Paper variant="outlined">
          {props.loading ? <LinearProgress aria-hidden /> : <div style={{ height: 4 }} />}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {details && <TableCell padding="checkbox" />}
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows?.map((row) => {
                  const key = rowKey(row);
                  const opened = open === key;
                  return (
                    <Fragment key={key}>
                      <TableRow hover>
                        {details && (
                          <TableCell padding="checkbox">
                            <IconButton
                              size="small"
                              aria-expanded={opened}
                              aria-label={props.detailsLabel}
                              onClick={() => setOpen(opened ? null : key)}
                            >
                              {opened ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                            </IconButton>
                          </TableCell>
                        )}
                        {columns.map((c) => (
                          <TableCell key={c.key} align={c.align}>
                            {c.render(row)}
                          </TableCell>
                        ))}
                      </TableRow>
                      {details && opened && (
                        <TableRow>
                          <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                            {details(row)}
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
                {rows?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={span}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                        {t('empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
              {total !== undefined && (
                <TableFooter>
                  <TableRow>
                    {details && <TableCell />}
                    {columns.map((c) => (
                      <TableCell
                        key={c.key}
                        align={c.align}
                        sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}
                      >
                        {c.render(total)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
          {count !== undefined && props.onPage && (
            <TablePagination
              component="div"
              count={count}
              page={Math.max(0, page - 1)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={props.onPageSize ? [10, 20, 50, 100] : [pageSize]}
              onPageChange={(_event, next) => props.onPage?.(next + 1)}
              onRowsPerPageChange={(event) => props.onPageSize?.(Number(event.target.value))}
              labelRowsPerPage={t('rowsPerPage')}
              labelDisplayedRows={({ from, to, count: all }) => t('range', { from, to, count: all })}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
