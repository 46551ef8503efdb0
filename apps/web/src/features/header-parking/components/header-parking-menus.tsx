import { Suspense, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../shared/payments/money-text';
import { activeSessions, shownBalance } from '../../../shared/payments/session-view';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { lazyPage } from '../../../shared/ui/lazy-page';

/*
 * The header's balance and parking dropdowns. This file is all "/" carries of them: two
 * buttons. The rest (the dropdowns with accordions and rings, their texts, the watch over the
 * sessions' ends) is one lazy chunk, fetched once the browser is idle or on the first open.
 */
const HeaderParkingContent = lazyPage(
  () => import('./header-parking-content'),
  (m) => m.HeaderParkingContent,
  ['header-parking', 'errors'],
);
const loadContent = HeaderParkingContent.preload;

type TriggerProps = {
  icon: ReactNode;
  text: string;
  ariaLabel: string;
  badge?: number;
  expanded: boolean;
  controls: string;
  onOpen: (anchor: HTMLElement) => void;
};

function Trigger({ icon, text, ariaLabel, badge, expanded, controls, onOpen }: TriggerProps) {
  // Text beside the icons only where the header has room for it next to the top menu.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const props = {
    color: 'inherit' as const,
    'aria-label': ariaLabel,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': expanded,
    'aria-controls': expanded ? controls : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => onOpen(event.currentTarget),
    onPointerEnter: () => void loadContent(),
    onFocus: () => void loadContent(),
  };
  const withBadge = (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {icon}
      {badge !== undefined && badge > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: -6,
            right: -8,
            minWidth: 16,
            height: 16,
            px: 0.5,
            borderRadius: 8,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '16px',
            textAlign: 'center',
          }}
        >
          {badge}
        </Box>
      )}
    </Box>
  );
  return compact ? (
    <IconButton {...props}>{withBadge}</IconButton>
  ) : (
    <Button {...props} startIcon={withBadge} sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap' }}>
      {text}
    </Button>
  );
}

/** Balance (unless the city works without one) and parking dropdowns of a logged-in driver. */
export function HeaderParkingMenus({ showBalance }: { showBalance: boolean }) {
  const { t } = useTranslation('header');
  const profile = useProfile().data;
  const sessions = activeSessions(profile);
  // Which dropdown was opened last stays mounted, so closing can animate; anchor null = closed.
  const [which, setWhich] = useState<'balance' | 'parking' | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const openOne = (next: 'balance' | 'parking') => (element: HTMLElement) => {
    setMounted(true);
    setWhich(next);
    setAnchor(element);
  };
  // Mounted once loaded while idle (no Suspense flash), or on the first open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 3000));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() =>
      loadContent().then(
        () => setMounted(true),
        () => {}, // a failed idle load is tried again on the first open
      ),
    );
    return () => cancelIdle(handle);
  }, []);
  const amount = moneyText(t, shownBalance(profile));
  const close = () => setAnchor(null);

  return (
    <>
      {showBalance && (
        <Trigger
          icon={<AccountBalanceWalletIcon />}
          text={profile ? amount : t('balance.label')}
          ariaLabel={profile ? t('balance.amount', { amount }) : t('balance.label')}
          expanded={anchor !== null && which === 'balance'}
          controls="header-balance-dropdown"
          onOpen={openOne('balance')}
        />
      )}
      <Trigger
        icon={<LocalParkingIcon />}
        text={t('parking.label')}
        ariaLabel={
          sessions.length > 0 ? t('parking.labelCount', { count: sessions.length }) : t('parking.label')
        }
        badge={sessions.length}
        expanded={anchor !== null && which === 'parking'}
        controls="header-parking-dropdown"
        onOpen={openOne('parking')}
      />
      {mounted && (
        <Suspense fallback={null}>
          <HeaderParkingContent
            which={which}
            anchor={anchor}
            onClose={close}
            canExtend={showBalance}
            sessions={sessions}
          />
        </Suspense>
      )}
    </>
  );
}
