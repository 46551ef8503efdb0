import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { changeProfile } from '../api/change-profile';
import { useCityZones } from '../api/get-zones';
import { useProfileMutation } from '../api/profile-mutation';

/**
 * The driver's default zone (change-profile defaultZone): with one set, login opens
 * /profile/parking with that zone chosen (document 1 §4). Saved on choosing; empty clears it.
 */
export function DefaultZoneField() {
  const { t } = useTranslation(['profile', 'errors']);
  const current = useProfile().data?.defaultZone ?? '';
  const zones = useCityZones();
  const save = useProfileMutation((defaultZone: string) => changeProfile({ defaultZone }));
  const list = zones.data ?? [];
  // A zone the city no longer lists stays visible rather than showing an empty select.
  const known = current === '' || list.some((z) => z.zonenumber === current);
  const failed = zones.error ?? save.error;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('settings.defaultZone')}
      value={zones.data ? current : ''}
      disabled={!zones.data || save.isPending}
      onChange={(event) => save.mutate(event.target.value)}
      error={failed != null}
      helperText={failed != null ? t(`errors:${errorNameOf(failed)}`) : t('settings.defaultZoneHint')}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value="">
        <em>{t('settings.noDefaultZone')}</em>
      </MenuItem>
      {!known && <MenuItem value={current}>{current}</MenuItem>}
      {list.map((zone) => (
        <MenuItem key={zone.zonenumber} value={zone.zonenumber}>
          {zone.name && zone.name !== zone.zonenumber ? `${zone.zonenumber} — ${zone.name}` : zone.zonenumber}
        </MenuItem>
      ))}
    </TextField>
  );
}
