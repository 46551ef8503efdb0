import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../shared/payments/money-text';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { shownBalance } from '../../../shared/payments/session-view';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { DropdownPanel } from './dropdown-panel';

type BalanceDropdownProps = { id: string; anchor: HTMLElement | null; onClose: () => void };

/** The header's balance dropdown (document 1 §2): the balance and the Refill button. */
export function BalanceDropdown({ id, anchor, onClose }: BalanceDropdownProps) {
  const { t } = useTranslation('header-parking');
  const to = useLocalizedPath();
  const profile = useProfile().data;
  return (
    <DropdownPanel id={id} anchor={anchor} onClose={onClose} title={t('balance.title')}>
      <Stack spacing={2}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {moneyText(t, shownBalance(profile))}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            onClose();
            openModal({ kind: 'payment', action: 'refill' });
          }}
        >
          {t('balance.refill')}
        </Button>
        <Button component={RouterLink} to={to('/profile/operations')} onClick={onClose}>
          {t('balance.history')}
        </Button>
      </Stack>
    </DropdownPanel>
  );
}
