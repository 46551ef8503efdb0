import Link from '@mui/material/Link';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';

/**
 * The 54-FZ receipt of a card payment (checkFiscal): a link to the provider's receipt page, in a
 * new tab; a fiscal number without a link is shown as text.
 */
export function ReceiptLink({ checkFiscal, inherit = false }: { checkFiscal: string; inherit?: boolean }) {
  const { t } = useTranslation('common');
  if (!/^https?:\/\//.test(checkFiscal)) return <span>{`${t('receipt.link')}: ${checkFiscal}`}</span>;
  return (
    <Link
      href={checkFiscal}
      target="_blank"
      rel="noopener noreferrer"
      color={inherit ? 'inherit' : 'primary'}
      aria-label={`${t('receipt.link')} (${t('receipt.newTab')})`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ReceiptLongIcon fontSize="small" aria-hidden />
      {t('receipt.link')}
    </Link>
  );
}
