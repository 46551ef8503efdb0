import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { isNotFoundError } from '../../../shared/http/error-name';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { usePage } from '../api/get-page';
import { pagePathFromSplat } from '../page-path';

/** /pages/*: a static page fetched by its path, its HTML sanitised before display. */
export function StaticPage() {
  const path = pagePathFromSplat(useParams()['*']);
  const { data, error, isPending, isError, isFetching, refetch } = usePage(path);

  if (path === null || (isError && isNotFoundError(error))) return <NotFoundPanel />;

  return (
    <PageContainer title={data?.title}>
      {isPending && (
        <div aria-hidden>
          <Skeleton variant="text" sx={{ fontSize: 34, mb: 2 }} width="60%" />
          <Skeleton variant="rounded" height={260} />
        </div>
      )}
      {isError && <ErrorPanel error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <SafeHtml html={data.content} />
        </Paper>
      )}
    </PageContainer>
  );
}
