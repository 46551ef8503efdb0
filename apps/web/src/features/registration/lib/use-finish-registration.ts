import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../shared/auth/session';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { clearDraft } from './registration-draft';

/** The end of a registration: the token stored (logged in), the draft gone, the map with a welcome. */
export function useFinishRegistration(): (token: string) => void {
  const { t } = useTranslation('registration');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  return (token) => {
    clearDraft();
    startSession(token);
    openModal({ kind: 'simple', title: t('done.title'), message: t('done.text') });
    void navigate(to('/'), { replace: true });
  };
}
