import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { appealPath, coveragePeriod } from '../lib/fine-view';
import { FineProofActions } from './fine-proof-actions';

/** One line for the item's header: green when our records cover the fine, amber when not. */
export function coverageLine(t: TFunction<'fines'>, fine: Fine): string {
  const { coverage } = fine;
  if (!coverage) return t('coverage.none');
  const period = coveragePeriod(coverage);
  return t(`coverage.${coverage.kind}${coverage.zone ? '' : '_noZone'}`, { period, zone: coverage.zone });
}

/**
 * The explanation under the summary's coverage line (issue 7 item 2): whether a paid session, a subscription or a benefit covered the fine's plate,
 * place and time, so the driver sees at once whether an appeal is grounded, and the way to write one.
 */
export function FineCoverage({ fine, canAppeal }: { fine: Fine; canAppeal: boolean }) {
  const { t } = useTranslation('fines');
  const to = useLocalizedPath();
  const covered = fine.coverage !== null;
  return (
    <Alert severity={covered ? 'success' : 'warning'} variant="outlined">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2">
          {covered
            ? `${t('coverage.grounded')}${fine.coverage?.grz === '#' ? ` (${t('coverage.anyVehicle')})` : ''}`
            : t('coverage.notGrounded', { grz: fine.grz })}
        </Typography>
        {/* a paid stay covers it: its proof, and the appeal prefilled with the proof's link (issue 23) */}
        {fine.coverage?.kind === 'session' ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <FineProofActions fine={fine} canAppeal={canAppeal} />
          </Stack>
        ) : (
          canAppeal && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              component={RouterLink}
              to={to(appealPath(fine.uin))}
              sx={{ flexShrink: 0 }}
            >
              {t('appeal')}
            </Button>
          )
        )}
      </Stack>
    </Alert>
  );
}
