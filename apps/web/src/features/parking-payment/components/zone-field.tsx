import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Zone } from '@parking/domain/contracts/content';
import { useTranslation } from 'react-i18next';
import { favouriteZones, orderZones, recentZones, toggleFavouriteZone } from '../lib/recent-zones';
import { WhereAmIButton } from './where-am-i-button';

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

/**
 * The zone, chosen by its number (typing filters by number or name). The driver's starred zones
 * and the last ones paid in on this device come first, each group named; "where am I" suggests
 * the zone at the phone's position (issue 23).
 */
export function ZoneField({ zones, value, onChange, onBlur, inputRef, error, loading }: Props) {
  const { t } = useTranslation('parking-payment');
  const [favourites, setFavourites] = useState(favouriteZones);
  const [recent] = useState(recentZones);
  const ordered = useMemo(() => orderZones(zones, favourites, recent), [zones, favourites, recent]);
  const groupOf = useMemo(() => new Map(ordered.map((o) => [o.zone.zonenumber, o.group])), [ordered]);
  const grouped = ordered.some((o) => o.group !== 'all');
  const selected = zones.find((z) => z.zonenumber === value) ?? null;
  return (
    <Stack spacing={1}>
      <Autocomplete
        options={ordered.map((o) => o.zone)}
        value={selected}
        loading={loading}
        onChange={(_e, zone) => onChange(zone?.zonenumber ?? '')}
        onBlur={onBlur}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.zonenumber === b.zonenumber}
        {...(grouped && { groupBy: (zone: Zone) => t(`zonePicker.group.${groupOf.get(zone.zonenumber)}`) })}
        renderOption={({ key, ...props }, zone) => {
          const starred = favourites.includes(zone.zonenumber);
          return (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
              <Box sx={{ flex: 1 }}>{label(zone)}</Box>
              <IconButton
                edge="end"
                aria-label={t(starred ? 'zonePicker.unstar' : 'zonePicker.star', { zone: zone.zonenumber })}
                aria-pressed={starred}
                sx={{ width: 44, height: 44 }}
                // the star marks the zone; it must not also pick it and close the list (the list's
                // own mouse-down keeps the focus in the field, so the list stays open)
                onClick={(e) => {
                  e.stopPropagation();
                  e.preventDefault();
                  setFavourites(toggleFavouriteZone(zone.zonenumber));
                }}
              >
                {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
              </IconButton>
            </Box>
          );
        }}
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
      <WhereAmIButton zones={zones} onPick={onChange} />
    </Stack>
  );
}
