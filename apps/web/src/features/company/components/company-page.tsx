import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { onTokenRefused } from '../../../shared/http/api-client';
import { signOutCompany, useCompanyLogin } from '../lib/company-session';
import { CompanyCabinet } from './company-cabinet';
import { CompanyLoginForm } from './company-login-form';

/**
 * /coop-profile (document 1 §2, document 2 §2 "Corporate area"): the company's cabinet with a
 * corporate token, else the corporate sign-in (the login modal's "log in as legal entity" leads
 * here). A refused token signs the company out and the form says why.
 */
export function CompanyPage() {
  // The texts this page shows (errors and forms too) arrive before it renders (suspends).
  useTranslation(['company', 'errors', 'forms']);
  const isCompany = useCompanyLogin();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    return onTokenRefused('company', (reason) => {
      signOutCompany(queryClient);
      setEnded(reason);
    });
  }, [queryClient]);

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {isCompany ? (
        <CompanyCabinet onSignOut={() => signOutCompany(queryClient)} />
      ) : (
        <CompanyLoginForm notice={ended} onSignedIn={() => setEnded(null)} />
      )}
    </Container>
  );
}
