import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Zone } from '@parking/domain/contracts/content';
import { useTranslation } from 'react-i18next';

type Props = {
  zones: Zone[];
  value: string;
  onChange: (zonenumber: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  error?: string;
  loading: boolean;
};

const label = (zone: Zone) =>
  zone.name && zone.name !== zone.zonenumber ? `${zone.zonenumber} — ${zone.name}` : zone.zonenumber;

/** The zone, chosen by its number (typing filters by number or name). */
export function ZoneField({ zones, value, onChange, onBlur, inputRef, error, loading }: Props) {
  const { t } = useTranslation('parking-payment');
  const selected = zones.find((z) => z.zonenumber === value) ?? null;
  return (
    <Autocomplete
      options={zones}
      value={selected}
      loading={loading}
      onChange={(_e, zone) => onChange(zone?.zonenumber ?? '')}
      onBlur={onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.zonenumber === b.zonenumber}
      noOptionsText={t('fields.noZones')}
      loadingText={t('fields.loading')}
      // MUI's own button names are English whatever the page's language.
      openText={t('fields.openZones')}
      closeText={t('fields.closeZones')}
      clearText={t('fields.clearZone')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('fields.zone')}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
