import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import type { CompanyProfile } from '@parking/domain/company/company-contracts';
import { useTranslation } from 'react-i18next';
import { balanceRoubles } from '../lib/balance';
import { CompanyRefillDialog } from './company-refill-dialog';
import { moneyText } from '../../../shared/payments/money-text';

/** Name, INN, contract, e-mail; the balance in whole roubles (§9) with Top up; sign out. */
export function CompanyHeader({ company, onSignOut }: { company: CompanyProfile; onSignOut: () => void }) {
  const { t } = useTranslation('company');
  const [refill, setRefill] = useState(false);
  const facts = [
    { label: t('company.inn'), value: company.inn },
    { label: t('company.contract'), value: company.contractNumber },
    { label: t('company.email'), value: company.email },
  ].filter((f) => f.value);
  const roubles = balanceRoubles(company);

  return (
    <Paper
      variant="outlined"
      component="header"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">
          {t('title')}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: 24, sm: 32 } }}
        >
          {company.name}
        </Typography>
        <Stack
          component="dl"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ m: 0, mt: 1, columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}
        >
          {facts.map((f) => (
            <Stack key={f.label} direction="row" spacing={0.75} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}:
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {f.value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Stack
        spacing={1.5}
        sx={{
          alignItems: { xs: 'stretch', md: 'flex-end' },
          bgcolor: 'action.hover',
          borderRadius: 2,
          p: 2,
          minWidth: { md: 260 },
        }}
      >
        <Box sx={{ textAlign: { xs: 'left', md: 'right' } }}>
          <Typography variant="body2" color="text.secondary">
            {t('company.balance')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid="corp-balance">
            {moneyText(t, roubles * 100)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
          <Button
            variant="contained"
            startIcon={<AddCardIcon />}
            onClick={() => setRefill(true)}
            sx={{ flex: { xs: 1, md: 'none' } }}
          >
            {t('refill.open')}
          </Button>
          <Button variant="outlined" onClick={onSignOut}>
            {t('signOut')}
          </Button>
        </Stack>
      </Stack>
      {refill && <CompanyRefillDialog onClose={() => setRefill(false)} />}
    </Paper>
  );
}
