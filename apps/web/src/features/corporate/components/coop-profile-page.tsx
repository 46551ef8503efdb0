import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { setCorporateTokenRefusedHandler } from '../api/corporate-call';
import { signOutCorporate, useCorporateLogin } from '../lib/corp-session';
import { CorpCabinet } from './corp-cabinet';
import { CorpLoginForm } from './corp-login-form';

/**
 * /coop-profile (document 1 §2, document 2 §2 "Corporate area"): the company's cabinet with a
 * corporate token, else the corporate sign-in (the login modal's "log in as legal entity" leads
 * here). A refused token signs the company out and the form says why.
 */
export function CoopProfilePage() {
  // The texts this page shows (errors and forms too) arrive before it renders (suspends).
  const { t } = useTranslation(['corporate', 'errors', 'forms']);
  const isCorporate = useCorporateLogin();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  useDocumentTitle(t('title'));
  useEffect(() => {
    setCorporateTokenRefusedHandler((reason) => {
      signOutCorporate(queryClient);
      setEnded(reason);
    });
    return () => setCorporateTokenRefusedHandler(() => {});
  }, [queryClient]);

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {isCorporate ? (
        <CorpCabinet onSignOut={() => signOutCorporate(queryClient)} />
      ) : (
        <CorpLoginForm notice={ended} onSignedIn={() => setEnded(null)} />
      )}
    </Container>
  );
}
