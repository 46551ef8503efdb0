import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../../shared/http/error-name';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { useNewsItem } from '../api/get-news-item';
import { parsePositiveInt } from '@parking/domain/site/page-params';
import { formatNewsDate } from '../format-news-date';

/** /news/{id}: one news item, its body sanitised before display. */
export function NewsItemPage() {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const id = parsePositiveInt(useParams().id);
  const { data, error, isPending, isError, isFetching, refetch } = useNewsItem(id);

  if (id === null || (isError && isNotFoundError(error))) {
    return <NotFoundPanel title={t('notFound.title')} description={t('notFound.text')} />;
  }

  return (
    <PageContainer title={data?.title}>
      <Button component={RouterLink} to={to('/news')} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('back')}
      </Button>
      {isPending && (
        <div aria-hidden>
          <Skeleton variant="text" sx={{ fontSize: 34 }} width="80%" />
          <Skeleton width={140} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={220} />
        </div>
      )}
      {isError && <ErrorPanel error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={data.date}
            sx={{ display: 'block', mb: 3 }}
          >
            {formatNewsDate(data.date, lang)}
          </Typography>
          <SafeHtml html={data.body} />
        </Paper>
      )}
    </PageContainer>
  );
}
