import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { NEWS_PAGE_SIZE, useNewsList } from '../api/get-news-list';
import { parsePositiveInt } from '@parking/domain/site/page-params';
import { formatNewsDate } from '../format-news-date';

function NewsListSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {[0, 1, 2].map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 3 }}>
          <Skeleton width={120} />
          <Skeleton variant="text" sx={{ fontSize: 24 }} width="70%" />
          <Skeleton />
          <Skeleton width="85%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** /news: the news list, NEWS_PAGE_SIZE a page, the page number in ?page= so it can be shared. */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useNewsList(page);
  const pageCount = data ? Math.ceil(data.count / NEWS_PAGE_SIZE) : 0;
  const pageHref = (n: number) => (n === 1 ? to('/news') : `${to('/news')}?page=${n}`);

  return (
    <PageContainer
      title={t('title')}
      subtitle={data && data.count > 0 ? t('count', { count: data.count }) : undefined}
    >
      {isPending && <NewsListSkeleton />}
      {isError && <ErrorPanel error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{page > 1 ? t('noSuchPage') : t('empty')}</Typography>
          {page > 1 && (
            <Box sx={{ mt: 2 }}>
              <RouterLink to={to('/news')}>{t('firstPage')}</RouterLink>
            </Box>
          )}
        </Paper>
      )}
      {data && data.items.length > 0 && (
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.items.map((item) => (
            <Card component="li" variant="outlined" key={item.id}>
              <CardActionArea component={RouterLink} to={to(`/news/${item.id}`)}>
                <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                  <Typography variant="body2" color="text.secondary" component="time" dateTime={item.date}>
                    {formatNewsDate(item.date, lang)}
                  </Typography>
                  <Typography variant="h6" component="h2" sx={{ mt: 0.5, mb: 1, lineHeight: 1.35 }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary">{item.preview}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {pageCount > 1 && (
        <Box
          component="nav"
          aria-label={t('pagination')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
        >
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            color="primary"
            siblingCount={0}
            getItemAriaLabel={(type, n) => t(`paginationItem.${type}`, { page: n })}
            renderItem={(item) =>
              item.type.endsWith('ellipsis') ? (
                <PaginationItem {...item} />
              ) : (
                <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />
              )
            }
          />
        </Box>
      )}
    </PageContainer>
  );
}
