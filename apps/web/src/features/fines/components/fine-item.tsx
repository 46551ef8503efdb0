import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import { moneyText } from '../../../shared/payments/money-text';
import { STATUS_SX } from '../lib/fine-view';
import { coverageLine, FineCoverage } from './fine-coverage';
import { FinePicture } from './fine-picture';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** One fine: the summary (date, offence, sum, status, coverage) opens to its details and picture. */
export function FineItem({ fine, canAppeal }: { fine: Fine; canAppeal: boolean }) {
  const { t } = useTranslation('fines');
  const [opened, setOpened] = useState(false);
  const money = (kopecks: number) => moneyText(t, kopecks);
  const covered = fine.coverage !== null;
  const period = fine.start === fine.end ? fine.start : `${fine.start} – ${fine.end}`;
  const id = `fine-${fine.uin}`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      onChange={(_event, expanded) => expanded && setOpened(true)}
      slotProps={{ transition: { unmountOnExit: false } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-details`} id={id}>
        <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography sx={{ fontWeight: 500 }}>
              {fine.date} · {fine.grz}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{money(fine.totalSum)}</Typography>
              <Typography sx={{ color: STATUS_SX[fine.statusColor], fontWeight: 500 }}>
                {t(`status.${fine.fineStatus}`)}
              </Typography>
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {fine.type}
          </Typography>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: covered ? 'success.dark' : 'warning.dark' }}
          >
            {covered ? (
              <CheckCircleIcon fontSize="small" aria-hidden />
            ) : (
              <WarningAmberIcon fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {coverageLine(t, fine)}
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      {/* MUI gives the region around the details the summary's aria-controls as its id. */}
      <AccordionDetails>
        <Stack spacing={2}>
          <FineCoverage fine={fine} canAppeal={canAppeal} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            <Field label={t('fields.uin')} value={fine.uin} />
            <Field label={t('fields.period')} value={period} />
            <Field label={t('fields.total')} value={money(fine.totalSum)} />
            {fine.paidSum > 0 && <Field label={t('fields.paid')} value={money(fine.paidSum)} />}
            {fine.discountSum !== null && fine.discountUntil && (
              <Field
                label={t('fields.discount', { date: fine.discountUntil })}
                value={money(fine.discountSum)}
              />
            )}
            <Field label={t('fields.grz')} value={fine.grz} />
            {fine.sts && <Field label={t('fields.sts')} value={fine.sts} />}
            <Field label={t('fields.place')} value={fine.place} />
            {fine.zone && <Field label={t('fields.zone')} value={fine.zone} />}
            <Field label={t('fields.type')} value={fine.type} />
            <Field label={t('fields.provider')} value={fine.provider} />
          </Box>
          <FinePicture fine={fine} opened={opened} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
