import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '../lib/map-objects';
import { buildPriceTable } from '../lib/price-table';
import { PriceTableView } from './price-table-view';

interface ParkingPopupContentProps {
  object: MapObject;
  headingRef: React.Ref<HTMLHeadingElement>;
  headingId: string;
  onPay: (zonenumber: string, parkingCode: string) => void;
}

export function ParkingPopupContent({ object, headingRef, headingId, onPay }: ParkingPopupContentProps) {
  const { t, i18n } = useTranslation('map');
  const { props, cls } = object;
  const zone = props.zone?.zonenumber ?? null;
  const categoryLabel = props.category
    ? t(`categories.${props.category}`)
    : t(`objectTypes.${props.objecttype}`);
  const title = props.name || categoryLabel;
  // A closed or free parking has nothing to pay for; without a zone there is nothing to pay into.
  const payable = zone !== null && cls.kind !== 'inactive' && cls.kind !== 'free';

  return (
    <>
      <Typography
        component="h2"
        id={headingId}
        variant="subtitle1"
        tabIndex={-1}
        ref={headingRef}
        sx={{ lineHeight: 1.3, outline: 'none' }}
      >
        {title}
      </Typography>
      {props.address && (
        <Typography component="div" variant="body2" color="text.secondary">
          {props.address}
        </Typography>
      )}
      <Typography component="div" variant="body2" sx={{ mt: 0.5 }}>
        {zone !== null && <strong>{t('popup.zone', { zone })}</strong>}
        {zone !== null && props.name ? ' · ' : null}
        {props.name ? categoryLabel : null}
      </Typography>
      {props.code && (
        <Typography component="div" variant="body2" color="text.secondary">
          {t('popup.code', { code: props.code })}
        </Typography>
      )}
      {cls.kind === 'inactive' && (
        <Typography component="div" variant="body2" sx={{ mt: 0.5, color: 'warning.dark', fontWeight: 500 }}>
          {t('popup.inactive')}
        </Typography>
      )}
      {cls.kind === 'free' && (
        <Typography component="div" variant="body2" sx={{ mt: 0.5, color: '#00695c', fontWeight: 500 }}>
          {t('popup.freeParking')}
        </Typography>
      )}
      {/* Availability and the pay button come before the tariff table so they are seen without scrolling. */}
      {props.spaces && (
        <Typography component="div" variant="body2" sx={{ mt: 1 }}>
          {t('popup.spaces', { free: props.spaces.free, total: props.spaces.total })}
          {props.spaces.fordisabled > 0 && (
            <>
              <br />
              {t('popup.forDisabled', { count: props.spaces.fordisabled })}
            </>
          )}
        </Typography>
      )}
      {payable && (
        <Button
          variant="contained"
          size="small"
          fullWidth
          sx={{ mt: 1.5 }}
          data-testid="map-pay"
          aria-label={t('popup.payAria', { zone })}
          onClick={() => onPay(zone, props.code)}
        >
          {t('popup.pay')}
        </Button>
      )}
      {props.zone && cls.kind !== 'free' && (
        <>
          <Typography component="h3" variant="overline" sx={{ display: 'block', mt: 1, lineHeight: 1.8 }}>
            {t('popup.prices')}
          </Typography>
          <PriceTableView rows={buildPriceTable(props.zone.prices, i18n.language)} />
        </>
      )}
    </>
  );
}
