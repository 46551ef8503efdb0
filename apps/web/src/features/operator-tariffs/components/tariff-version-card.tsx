import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isBaseVersion } from '@parking/domain/staff/tariff-contracts';
import { DAY_TYPES } from '@parking/domain/contracts/map-info';
import type { TariffVersion } from '@parking/domain/staff/tariff-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';

/** One version: from when, by whom, and each day type's intervals with prices in roubles. */
export function TariffVersionCard({ version, onCancel }: { version: TariffVersion; onCancel?: () => void }) {
  const { t } = useTranslation('operator-tariffs');
  const format = useConsoleFormat();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, flex: 1, minWidth: { xs: '100%', md: 280 } }}
      aria-label={t(`status.${version.status}`)}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={version.status === 'current' ? 'success' : 'info'}
          label={t(`status.${version.status}`)}
        />
        <Typography variant="body2">
          {isBaseVersion(version.effectiveFrom)
            ? t('sinceStart')
            : t('from', { at: format.dateTime(version.effectiveFrom) })}
        </Typography>
      </Stack>
      {version.createdBy && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('createdBy', { who: version.createdBy, at: format.dateTime(version.createdAt) })}
        </Typography>
      )}
      {version.inactive ? (
        <Typography>{t('inactive')}</Typography>
      ) : (
        DAY_TYPES.map((type) => (
          <Stack key={type} sx={{ mb: 1 }}>
            <Typography variant="subtitle2">{t(`dayTypes.${type}`)}</Typography>
            {version.days[type].map((i) => (
              <Typography key={i.timeFrom} variant="body2">
                {i.timeFrom}–{i.timeTo}: {t('perHour', { price: format.money(i.pricePerHour) })}
              </Typography>
            ))}
          </Stack>
        ))
      )}
      {onCancel && (
        <Button color="error" variant="outlined" size="small" onClick={onCancel} sx={{ mt: 1 }}>
          {t('cancel.open')}
        </Button>
      )}
    </Paper>
  );
}
