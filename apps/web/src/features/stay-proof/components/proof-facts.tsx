import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StayProof } from '@parking/domain/stay-proof/stay-proof-contracts';
import { proofMoney, proofTime } from '../lib/proof-format';

/** The stay's facts as a description list: what an inspector or a court compares with the fine. */
export function ProofFacts({ proof, lang }: { proof: StayProof; lang: string }) {
  const { t } = useTranslation('stay-proof');
  const time = (iso: string) => proofTime(iso, lang, proof.timeZone);
  const rows: [string, string][] = [
    [t('facts.plate'), proof.plate],
    [t('facts.zone'), proof.zone],
    ...(proof.zoneAddress ? [[t('facts.address'), proof.zoneAddress] as [string, string]] : []),
    [t('facts.start'), time(proof.startDate)],
    [t('facts.end'), proof.endDate ? time(proof.endDate) : t('facts.endOpen')],
    [t('facts.paid'), proofMoney(proof.paid, lang)],
    [t('facts.paidAt'), time(proof.paidAt)],
    [t('facts.order'), proof.order],
  ];
  return (
    <>
      <Box
        component="dl"
        aria-label={t('facts.label')}
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('timeZone', { timeZone: proof.timeZone })}
      </Typography>
    </>
  );
}
