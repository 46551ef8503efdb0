import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { moneyText } from '../../../shared/payments/money-text';
import { useTranslation } from 'react-i18next';
import type { CostResult } from '../../../shared/payments/api/payment-types';
import { CostIntervalTable } from './cost-interval-table';

type Props = {
  cost: CostResult | null;
  /** The cabinet shows what the balance keeps; a guest has no balance. */
  showBalance: boolean;
  /** A newer calculation is on its way: the figures shown are the previous ones. */
  stale: boolean;
};

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

/** Total, discount and the balance after paying, with the interval table behind a toggle. */
export function CostSummary({ cost, showBalance, stale }: Props) {
  const { t } = useTranslation('parking-payment');
  const [open, setOpen] = useState(false);
  const money = (kopecks: number) => moneyText(t, kopecks);
  const total = cost?.totalcost ?? 0;
  const intervals = cost?.costData?.intervals ?? [];
  return (
    <Box
      aria-live="polite"
      aria-busy={stale}
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 2,
        p: 2,
        opacity: stale ? 0.6 : 1,
        transition: 'opacity .2s',
      }}
    >
      <Stack spacing={0.5}>
        <Line label={t('cost.total')} value={money(total)} strong />
        {cost && total === 0 && !stale && (
          // the submit reads «free» and stays off: say why, in words that fit every reason for a
          // zero (a free hour, a subscription, a benefit)
          <Typography variant="body2" color="success.main">
            {t('cost.free')}
          </Typography>
        )}
        {cost && cost.totaldiscount > 0 && (
          <Line label={t('cost.discount')} value={money(cost.totaldiscount)} />
        )}
        {cost && cost.benefitsName.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('cost.benefits', { names: cost.benefitsName.join(', ') })}
          </Typography>
        )}
        {showBalance && cost && (
          <>
            <Line label={t('cost.balance')} value={money(cost.balance)} />
            <Line label={t('cost.balanceAfter')} value={money(cost.balance - cost.totalcost)} />
          </>
        )}
      </Stack>
      {intervals.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <Button
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
              />
            }
          >
            {open ? t('cost.hideDetails') : t('cost.showDetails')}
          </Button>
          <Collapse in={open} unmountOnExit>
            <CostIntervalTable intervals={intervals} />
          </Collapse>
        </>
      )}
    </Box>
  );
}
