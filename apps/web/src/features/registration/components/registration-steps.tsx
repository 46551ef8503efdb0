import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

const STEPS = ['form', 'email', 'phone'] as const;

/** Where the driver is in the three registration steps. */
export function RegistrationSteps({ active }: { active: number }) {
  const { t } = useTranslation('registration');
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('steps.label')} sx={{ mb: 3 }}>
      {STEPS.map((step, index) => (
        <Step key={step} aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{t(`steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
