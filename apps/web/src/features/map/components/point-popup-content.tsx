import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '../lib/map-objects';

interface PointPopupContentProps {
  object: MapObject;
  headingRef: React.Ref<HTMLHeadingElement>;
  headingId: string;
}

/** Parking meters, terminals and points of interest: what it is and where. */
export function PointPopupContent({ object, headingRef, headingId }: PointPopupContentProps) {
  const { t } = useTranslation('map');
  const { props } = object;
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
        {t(`objectTypes.${props.objecttype}`)}
      </Typography>
      {props.name && (
        <Typography component="div" variant="body2">
          {props.name}
        </Typography>
      )}
      {props.address && (
        <Typography component="div" variant="body2" color="text.secondary">
          {props.address}
        </Typography>
      )}
      {props.zone && (
        <Typography component="div" variant="body2" sx={{ mt: 0.5 }}>
          {t('popup.zone', { zone: props.zone.zonenumber })}
        </Typography>
      )}
      {props.code && props.objecttype === 'parcomats' && (
        <Typography component="div" variant="body2" color="text.secondary">
          {t('popup.objectCode', { code: props.code })}
        </Typography>
      )}
    </>
  );
}
