import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import { useFinePicture } from '../api/get-fine-image';

/** The fine's picture, asked for when the item first opens and kept for the visit. */
export function FinePicture({ fine, opened }: { fine: Fine; opened: boolean }) {
  const { t } = useTranslation('fines');
  const picture = useFinePicture(fine.uin, fine.pictureUrl, opened && fine.hasPicture);
  if (!fine.hasPicture) return <Typography color="text.secondary">{t('picture.none')}</Typography>;
  if (picture.isError)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography color="error">{t('picture.error')}</Typography>
        <Button size="small" onClick={() => void picture.refetch()}>
          {t('picture.retry')}
        </Button>
      </Stack>
    );
  if (!picture.data)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('picture.loading')}</Typography>
      </Stack>
    );
  return (
    <Box
      component="img"
      src={picture.data}
      alt={t('picture.alt', { uin: fine.uin })}
      sx={{ display: 'block', width: '100%', maxWidth: 560, height: 'auto', borderRadius: 1 }}
    />
  );
}
