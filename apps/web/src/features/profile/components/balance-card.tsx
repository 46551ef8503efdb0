import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moneyText } from '../../../shared/payments/money-text';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../shared/modals/modal-store';

/** The balance and Recharge, which opens the shell's payment modal in refill mode. */
export function BalanceCard({ kopecks }: { kopecks: number }) {
  const { t } = useTranslation('profile');
  return (
    <Card component="section" aria-labelledby="balance-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="balance-title" sx={{ mb: 1 }}>
          {t('balance.title')}
        </Typography>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography variant="h5" component="p">
            {moneyText(t, kopecks)}
          </Typography>
          <Button variant="contained" onClick={() => openModal({ kind: 'payment', action: 'refill' })}>
            {t('balance.recharge')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
