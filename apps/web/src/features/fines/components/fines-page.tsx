import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useFines } from '../api/get-fines';
import { FineItem } from './fine-item';

/**
 * /profile/penalty (document 2 §2): the driver's fines with the count found, each an expandable
 * item with its picture and whether our records cover it (issue 7 item 2).
 */
export function FinesPage() {
  const { t } = useTranslation('fines');
  const fines = useFines();
  const canAppeal = Boolean(useSettingsFlags().data?.useFeedback);
  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {fines.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void fines.refetch()}
              loading={fines.isFetching}
            >
              {t('picture.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('error.title')}</AlertTitle>
          {t('error.message')}
        </Alert>
      ) : fines.isPending ? (
        <PageLoading />
      ) : fines.data.fines.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('found', { count: fines.data.count })}</Typography>
          <Stack spacing={1}>
            {fines.data.fines.map((fine) => (
              <FineItem key={fine.uin} fine={fine} canAppeal={canAppeal} />
            ))}
          </Stack>
        </Stack>
      )}
    </PageContainer>
  );
}
