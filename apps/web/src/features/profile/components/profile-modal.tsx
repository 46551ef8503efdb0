import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { normalizePhone } from '@parking/domain/accounts/account-rules';
import type { EmailEditing } from '@parking/domain/contracts/settings-flags';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/profile/api/get-profile';
import { confirmEmail } from '../api/confirm-email';
import { changePhone } from '../api/change-phone';
import { confirmPhone } from '../api/confirm-phone';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import type { ProfileModalStart, ProfileStep } from '../lib/profile-steps';
import { emailProblem, phoneProblem } from '../lib/profile-validation';
import { ContactStep } from './contact-step';
import { MainStep } from './main-step';
import { PasswordStep } from './password-step';

type ProfileModalProps = {
  profile: Profile;
  start: ProfileModalStart;
  emailEditing: EmailEditing;
  onClose: () => void;
};

/**
 * The profile edit modal (document 2 §4): main → change password / e-mail / telephone; e-mail and
 * telephone confirm a code, then return to main; abort returns to main. Opened on the phone step
 * (add or change one phone), finishing that step closes the modal.
 */
export function ProfileModal({ profile, start, emailEditing, onClose }: ProfileModalProps) {
  const { t } = useTranslation('profile');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [step, setStep] = useState<ProfileStep>(start.step);
  const [codePhase, setCodePhase] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const adding = start.step === 'phone' && start.mode === 'add';
  const oldPhone = start.step === 'phone' && start.mode === 'change' ? start.oldPhone : undefined;
  const [typedPhone, setTypedPhone] = useState('');
  const back = () => {
    setCodePhase(false);
    if (start.step === 'main') setStep('main');
    else onClose();
  };
  const title = codePhase ? t('steps.code') : adding ? t('steps.addPhone') : t(`steps.${step}`);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="profile-modal-title"
    >
      <DialogTitle id="profile-modal-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {step === 'main' && (
          <MainStep
            profile={profile}
            emailEditing={emailEditing}
            notice={notice}
            onStep={(next) => {
              setNotice(null);
              setStep(next);
            }}
            onDone={onClose}
          />
        )}
        {step === 'password' && (
          <PasswordStep
            onDone={() => {
              // Nothing else on screen changes: without a word the driver cannot tell it worked.
              setNotice(t('password.changed'));
              back();
            }}
            onAbort={back}
          />
        )}
        {step === 'email' && (
          <ContactStep
            kind="email"
            validate={emailProblem}
            sendCode={(email) => sendEmailCode(email.trim().toLowerCase())}
            confirm={confirmEmail}
            onDone={back}
            onAbort={back}
            onPhase={(phase) => setCodePhase(phase === 'code')}
          />
        )}
        {step === 'phone' && (
          <ContactStep
            kind="phone"
            validate={phoneProblem}
            sendCode={(phone, isReply) => {
              setTypedPhone(normalizePhone(phone));
              return sendSmsCode({ phone: normalizePhone(phone), edit: true, isReply });
            }}
            // A new phone is confirmed as such; a change (of the main one from the main step,
            // or of the phone chosen in the list) replaces the old number with the proven one.
            confirm={(code) =>
              adding ? confirmPhone(code) : changePhone({ phone: typedPhone, code, oldphone: oldPhone })
            }
            onDone={back}
            onAbort={back}
            onPhase={(phase) => setCodePhase(phase === 'code')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
