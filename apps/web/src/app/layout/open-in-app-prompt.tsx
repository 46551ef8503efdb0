import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import { storeLinkFor, type MobilePlatform } from './mobile-app';

const DISMISSED_KEY = 'open-in-app-dismissed';
/** Document 1, section 9: open-in-app falls back to the store after 1 s. */
const STORE_FALLBACK_MS = 1000;

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Without storage the prompt may show again on the next load; nothing breaks.
  }
}

type OpenInAppPromptProps = { platform: MobilePlatform; deepLink: string; appLinks: SiteOptions['appLinks'] };

/**
 * Offers the mobile app on phones. The deep link opens the app if it is installed; if the page
 * is still visible a second later, the app did not open, so the store page is opened instead.
 */
export function OpenInAppPrompt({ platform, deepLink, appLinks }: OpenInAppPromptProps) {
  const { t } = useTranslation('modals');
  const [open, setOpen] = useState(() => !wasDismissed());

  const dismiss = () => {
    rememberDismissed();
    setOpen(false);
  };

  const openApp = () => {
    dismiss();
    const store = storeLinkFor(platform, appLinks);
    window.location.href = deepLink;
    if (store) {
      window.setTimeout(() => {
        if (document.visibilityState === 'visible') window.location.href = store;
      }, STORE_FALLBACK_MS);
    }
  };

  return (
    <Slide direction="up" in={open} mountOnEnter unmountOnExit>
      <Paper
        elevation={8}
        role="dialog"
        aria-labelledby="open-in-app-title"
        sx={{
          position: 'fixed',
          left: 12,
          right: 12,
          bottom: 12,
          zIndex: (theme) => theme.zIndex.snackbar,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          borderRadius: 3,
        }}
      >
        <PhoneIphoneIcon color="primary" aria-hidden />
        <Typography id="open-in-app-title" variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
          {t('openInApp.text')}
        </Typography>
        <Button variant="contained" size="small" onClick={openApp}>
          {t('openInApp.open')}
        </Button>
        <IconButton size="small" aria-label={t('common:actions.close')} onClick={dismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Slide>
  );
}
