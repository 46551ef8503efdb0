import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { sortCitiesByName } from '@parking/domain/cities/cities';
import { chooseCity, CONFIGURED_CITIES, getCurrentCity } from '../../shared/city/current-city';
import { useLanguage } from '../../shared/i18n/use-localized-path';
import { useModalOpen } from './use-modal-open';

/** City-change modal: pick a city from the list sorted by name, then confirm (reloads to /). */
export function CityChangeModal({ id }: { id: number }) {
  const { t } = useTranslation('modals');
  const lang = useLanguage();
  const { open, close, transitionProps } = useModalOpen(id);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = getCurrentCity().city;
  const [selected, setSelected] = useState(current);
  const cities = useMemo(() => sortCitiesByName(CONFIGURED_CITIES, lang), [lang]);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="city-change-title"
      {...transitionProps}
    >
      <DialogTitle id="city-change-title">{t('city.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        <RadioGroup
          aria-labelledby="city-change-title"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {cities.map((city) => (
            <FormControlLabel
              key={city.city}
              value={city.city}
              // Focus starts on the current city, which also scrolls it into view in a long list.
              control={<Radio autoFocus={city.city === current} />}
              label={city.nameForShow[lang]}
              sx={{ mx: 0, px: 1, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={selected === current} onClick={() => chooseCity(selected)}>
          {t('city.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
