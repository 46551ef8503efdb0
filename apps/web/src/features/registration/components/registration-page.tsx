import Paper from '@mui/material/Paper';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageContainer } from '../../../shared/ui/page-container';
import { EmailCodeStep } from './email-code-step';
import { PhoneCodeStep } from './phone-code-step';
import { RegistrationForm } from './registration-form';
import { RegistrationSteps } from './registration-steps';

const STEP_INDEX: Record<string, number> = { email: 1, phone: 2 };

/**
 * /registration (step 1, the form) and /registration/confirmation/{email|phone}/{salt}[/{code}]
 * (steps 2 and 3; a code in the link is applied at once).
 */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  const to = useLocalizedPath();
  const { step, salt, code } = useParams();
  const index = step === undefined ? 0 : (STEP_INDEX[step] ?? -1);
  if (index < 0 || (index > 0 && !salt)) return <Navigate to={to('/registration')} replace />;

  return (
    <PageContainer title={t('title')} maxWidth="sm">
      <RegistrationSteps active={index} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {index === 0 && <RegistrationForm />}
        {index === 1 && <EmailCodeStep salt={salt!} code={code} />}
        {index === 2 && <PhoneCodeStep salt={salt!} code={code} />}
      </Paper>
    </PageContainer>
  );
}
