import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../shared/payments/money-text';

/** The step after a payment link was got: «Pay N ₽», leaving for the bank's (or operator's) page. */
export function PayLinkButton({ url, amount }: { url: string; amount: number }) {
  const { t } = useTranslation('payment-modal');
  return (
    <Button variant="contained" color="success" size="large" href={url} endIcon={<ArrowForwardIcon />}>
      {t('refill.pay', { amount: moneyText(t, amount) })}
    </Button>
  );
}
