import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DriverDossierAnswer } from '@parking/domain/staff/driver-support-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { showPhone } from '../../../shared/operations/operation-view';
import { CorrectionsTable } from './corrections-table';

/** The driver's account at a glance, and support's latest corrections of their balance. */
export function ProfileTab({ dossier }: { dossier: Omit<DriverDossierAnswer, 'status'> }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const d = dossier.driver;
  const facts: [string, string][] = [
    [t('fields.lastName'), d.lastName],
    [t('fields.firstName'), d.firstName],
    [t('fields.middleName'), d.middleName],
    [t('fields.email'), `${d.email}${d.emailConfirmed ? '' : ` (${t('fields.unconfirmed')})`}`],
    [
      t('fields.phones'),
      d.phones.map((p) => showPhone(p.phone) + (p.isMain ? ` (${t('fields.main')})` : '')).join(', '),
    ],
    [t('fields.registeredAt'), format.dateTime(d.registeredAt)],
    [t('fields.balance'), format.money(d.balance)],
    [
      t('fields.state'),
      d.blocked
        ? t('state.blockedSince', { at: format.dateTime(d.blockedAt), reason: d.blockReason })
        : t('state.active'),
    ],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="subtitle1" component="h3">
        {t('corrections.title')}
      </Typography>
      <CorrectionsTable label={t('corrections.title')} rows={dossier.corrections} />
    </Stack>
  );
}
