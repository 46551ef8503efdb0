import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { formatPhone } from '@parking/domain/accounts/account-rules';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { deletePhone } from '../api/delete-phone';
import { useProfileMutation } from '../api/profile-mutation';
import { setMainPhone } from '../api/set-main-phone';

type PhonesListProps = {
  phones: { phone: string; isMain: boolean }[];
  onChange: (phone: string) => void;
};

/**
 * The driver's phones: change one (the profile modal's phone step), delete one (asked first),
 * make one main. The list changes only after the server said ok: the old main stops being main
 * when the refetched profile says so, never before.
 */
export function PhonesList({ phones, onChange }: PhonesListProps) {
  const { t } = useTranslation(['profile', 'errors']);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const makeMain = useProfileMutation(setMainPhone);
  const remove = useProfileMutation(deletePhone);
  const error = makeMain.error ?? null;

  return (
    <>
      {error != null && <Alert severity="error">{t(`errors:${errorNameOf(error)}`)}</Alert>}
      <List dense disablePadding aria-label={t('info.phones')}>
        {phones.map(({ phone, isMain }) => {
          const shown = formatPhone(phone);
          return (
            <ListItem
              key={phone}
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  {!isMain && (
                    <Tooltip title={t('phones.setMain')}>
                      <IconButton
                        aria-label={`${t('phones.setMain')}: ${shown}`}
                        loading={makeMain.isPending && makeMain.variables === phone}
                        onClick={() => makeMain.mutate(phone)}
                      >
                        <StarBorderIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={t('phones.change')}>
                    <IconButton
                      aria-label={`${t('phones.change')}: ${shown}`}
                      onClick={() => onChange(phone)}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  {!isMain && (
                    <Tooltip title={t('phones.delete')}>
                      <IconButton
                        aria-label={`${t('phones.delete')}: ${shown}`}
                        onClick={() => setToDelete(phone)}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{shown}</span>
                    {isMain && (
                      <Chip size="small" color="primary" variant="outlined" label={t('phones.main')} />
                    )}
                  </Stack>
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} aria-labelledby="delete-phone-title">
        <DialogTitle id="delete-phone-title">{t('phones.deleteTitle')}</DialogTitle>
        <DialogContent>
          {remove.error != null && <Alert severity="error">{t(`errors:${errorNameOf(remove.error)}`)}</Alert>}
          {toDelete && formatPhone(toDelete)}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setToDelete(null)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            loading={remove.isPending}
            onClick={() => toDelete && remove.mutate(toDelete, { onSuccess: () => setToDelete(null) })}
          >
            {t('actions.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
