import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageContainer } from '../../../shared/ui/page-container';
import { RestoreCodeStep } from './restore-code-step';
import { RestoreNewPasswordStep } from './restore-new-password-step';
import { RestoreRequestStep } from './restore-request-step';

const STEPS = ['request', 'code', 'password'] as const;

/** /restore-password (send), /restore-password/code/{salt} (confirm), .../password/{salt} (change). */
export function RestorePasswordPage() {
  const { t } = useTranslation('restore-password');
  const to = useLocalizedPath();
  const { step, salt } = useParams();
  const index = step === undefined ? 0 : STEPS.indexOf(step as (typeof STEPS)[number]);
  if (index <= 0 && step !== undefined) return <Navigate to={to('/restore-password')} replace />;
  if (index > 0 && !salt) return <Navigate to={to('/restore-password')} replace />;

  return (
    <PageContainer title={t('title')} maxWidth="sm">
      <Stepper activeStep={index} alternativeLabel aria-label={t('steps.label')} sx={{ mb: 3 }}>
        {STEPS.map((name, i) => (
          <Step key={name} aria-current={i === index ? 'step' : undefined}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {index === 0 && <RestoreRequestStep />}
        {index === 1 && <RestoreCodeStep salt={salt!} />}
        {index === 2 && <RestoreNewPasswordStep salt={salt!} />}
      </Paper>
    </PageContainer>
  );
}
