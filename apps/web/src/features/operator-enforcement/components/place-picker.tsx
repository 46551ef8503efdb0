import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useTranslation } from 'react-i18next';
import { useCheckZones } from '../api/enforcement-calls';
import type { LocationState } from './use-location';
import { zoneLabel } from './zone-label';

export type PlaceMode = 'zone' | 'location';

type Props = {
  mode: PlaceMode;
  onMode: (mode: PlaceMode) => void;
  zone: string;
  onZone: (zone: string) => void;
  location: LocationState;
  onLocate: () => void;
  /** The schema's refusal of the place (CheckPlaceRequired), in words. */
  error?: string;
};

/** Where the car stands: a zone picked from the city's list, or the phone's position. */
export function PlacePicker({ mode, onMode, zone, onZone, location, onLocate, error }: Props) {
  const { t } = useTranslation('operator-enforcement');
  const zones = useCheckZones();
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        aria-label={t('inspector.place')}
        onChange={(_event, next: PlaceMode | null) => next && onMode(next)}
      >
        <ToggleButton value="zone" sx={{ minHeight: 48 }}>
          {t('inspector.byZone')}
        </ToggleButton>
        <ToggleButton value="location" sx={{ minHeight: 48 }}>
          {t('inspector.byLocation')}
        </ToggleButton>
      </ToggleButtonGroup>
      {mode === 'zone' ? (
        <TextField
          select
          fullWidth
          label={t('inspector.zone')}
          value={zone}
          onChange={(event) => onZone(event.target.value)}
          error={Boolean(error)}
          helperText={error}
        >
          {(zones.data ?? []).map((z) => (
            <MenuItem key={z.zonenumber} value={z.zonenumber} sx={{ minHeight: 48 }}>
              {zoneLabel(z.zonenumber, z.name)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<MyLocationIcon />}
            onClick={onLocate}
            disabled={location.kind === 'locating'}
            sx={{ minHeight: 48 }}
          >
            {location.kind === 'locating' ? t('inspector.locating') : t('inspector.locate')}
          </Button>
          {location.kind === 'found' && (
            <Typography variant="body2" color="text.secondary">
              {t('inspector.located', {
                lat: location.point.lat.toFixed(5),
                lon: location.point.lon.toFixed(5),
                accuracy: location.accuracy,
              })}
            </Typography>
          )}
          {location.kind === 'failed' && (
            <Alert severity="warning">{t(`inspector.geo.${location.why}`)}</Alert>
          )}
          {error && location.kind !== 'failed' && (
            <Typography variant="body2" color="error">
              {error}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
