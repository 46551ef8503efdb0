import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PriceRow } from '../lib/price-table';

/** Tariffs by day type: a definition list reads well in a screen reader and in a narrow pop-up. */
export function PriceTableView({ rows }: { rows: PriceRow[] }) {
  const { t } = useTranslation('map');
  if (rows.length === 0) {
    return (
      <Typography component="div" variant="body2" color="text.secondary">
        {t('popup.noPrices')}
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {rows.map((row) => (
        <Box key={row.type} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {t(`dayTypes.${row.type}`)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {row.intervals.map((item) => (
              <Typography component="div" key={item.interval} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {item.interval}
                {' · '}
                {item.price === null ? t('popup.free') : t('popup.price', { price: item.price })}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
