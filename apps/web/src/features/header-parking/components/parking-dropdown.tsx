import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { activeSessions } from '../../../shared/payments/session-view';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { DropdownPanel } from './dropdown-panel';
import { SessionItem } from './session-item';

type ParkingDropdownProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Off in no-balance mode: no extension, and stopping is the parking page's (it may cost). */
  canExtend: boolean;
};

/**
 * The header's parking dropdown (document 1 §2): an accordion of the active sessions, then a
 * link to the parking page, called "Start parking" when there is none.
 */
export function ParkingDropdown({ id, anchor, onClose, canExtend }: ParkingDropdownProps) {
  const { t } = useTranslation('header-parking');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const sessions = activeSessions(useProfile().data);
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <DropdownPanel id={id} anchor={anchor} onClose={onClose} title={t('parking.title')}>
      <Stack spacing={1}>
        {sessions.length === 0 && <Typography color="text.secondary">{t('parking.none')}</Typography>}
        <div>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              defaultExpanded={sessions.length === 1}
              onExtend={
                canExtend
                  ? then(() => openModal({ kind: 'payment', action: 'renew', sessionId: session.id }))
                  : undefined
              }
              onCancel={then(() =>
                canExtend
                  ? openModal({ kind: 'cancelSession', sessionId: session.id })
                  : void navigate(to('/profile/parking')),
              )}
            />
          ))}
        </div>
        <Button
          component={RouterLink}
          to={to('/profile/parking')}
          onClick={onClose}
          variant={sessions.length === 0 ? 'contained' : 'text'}
        >
          {sessions.length === 0 ? t('parking.start') : t('parking.toPage')}
        </Button>
      </Stack>
    </DropdownPanel>
  );
}
