import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoneyNumber } from '@parking/domain/format/money-format';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '../lib/map-objects';
import { priceNow } from '../lib/zone-list-price';

interface ZoneListRowProps {
  object: MapObject;
  /** The current minute (ms): rows reprice when it turns, not on every render. */
  minute: number;
  timeZone: string;
  onPay: (zonenumber: string, parkingCode: string) => void;
}

/**
 * One zone or parking: the text is one block so a screen reader reads the row in one go, then
 * its Pay button (named after the place, as rows of one zone look alike).
 */
export const ZoneListRow = memo(function ZoneListRow({ object, minute, timeZone, onPay }: ZoneListRowProps) {
  const { t, i18n } = useTranslation('map');
  const { props, cls } = object;
  const zone = props.zone?.zonenumber ?? null;
  const title =
    props.name || (props.category ? t(`categories.${props.category}`) : t(`objectTypes.${props.objecttype}`));
  // the popup's rule: a closed or free parking, or one without a zone, has nothing to pay for
  const payable = zone !== null && cls.kind !== 'inactive' && cls.kind !== 'free';

  let status: string | null = null;
  if (cls.kind === 'inactive') status = t('popup.inactive');
  else if (cls.kind === 'free') status = t('popup.freeParking');
  else if (props.zone) {
    const now = priceNow(props.zone.prices, new Date(minute), timeZone);
    status =
      now.kind === 'price'
        ? t('list.priceNow', {
            price: t('popup.price', { price: formatMoneyNumber(now.pricePerHour, i18n.language) }),
          })
        : now.kind === 'free'
          ? t('list.freeNow')
          : t('list.noPriceNow');
  }

  return (
    <Box
      component="li"
      data-testid="zone-list-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ m: 0, lineHeight: 1.35 }}>
          {zone !== null ? `${t('popup.zone', { zone })} · ${title}` : title}
        </Typography>
        {props.address && props.address !== props.name && (
          <Typography variant="body2" component="p" color="text.secondary" sx={{ m: 0 }}>
            {props.address}
          </Typography>
        )}
        {status && (
          <Typography variant="body2" component="p" sx={{ m: 0, fontWeight: 500 }}>
            {status}
          </Typography>
        )}
        {props.spaces && (
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {t('popup.spaces', { free: props.spaces.free, total: props.spaces.total })}
          </Typography>
        )}
      </Box>
      {payable && (
        <Button
          variant="contained"
          data-testid="zone-list-pay"
          aria-label={t('list.payAria', { zone, name: title })}
          onClick={() => onPay(zone, props.code)}
          sx={{ minHeight: 44, minWidth: 72, flexShrink: 0 }}
        >
          {t('popup.pay')}
        </Button>
      )}
    </Box>
  );
});
