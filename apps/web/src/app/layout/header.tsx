import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../shared/auth/auth-state';
import { getCurrentCity } from '../../shared/city/current-city';
import { useLanguage, useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { openModal } from '../../shared/modals/modal-store';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { toMenuLinks } from '../../shared/options/menu-items';
import { lazyPage } from '../../shared/ui/lazy-page';
import { BrandMark } from './brand-mark';
import { LanguageMenu } from './language-menu';
import { menuLinkProps } from './menu-link-props';

// Only a logged-in driver sees these menus (balance, parkings, profile): a visitor's first
// paint of the map does not carry them (the initial-JS budget of "/").
const AccountMenus = lazyPage(
  () => import('./account-menus'),
  (m) => m.AccountMenus,
);

/**
 * The room the account menus take below "lg" (balance, parking and profile as three icon
 * buttons with the toolbar's gaps) while their code loads: the city and the language beside them
 * do not move when they arrive. From "lg" on they are worded and their width is unknown.
 */
function AccountMenusSpace() {
  // phone: 44 px targets, 4 px gaps; tablet: MUI's 40 px icon buttons, 8 px gaps
  return <Box aria-hidden sx={{ flexShrink: 0, width: { xs: 3 * 44 + 2 * 4, sm: 3 * 40 + 2 * 8, lg: 0 } }} />;
}

/** Header of document 1, section 2 ("Shell elements"). */
type HeaderProps = {
  onOpenSideMenu: () => void;
  /** The pointer or focus reached the menu button: a good moment to fetch the menu's code. */
  onSideMenuIntent: () => void;
};

export function Header({ onOpenSideMenu, onSideMenuIntent }: HeaderProps) {
  const { t } = useTranslation('header');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const { isLoggedIn, isCompany } = useAuthState();
  const options = useSiteOptions();
  const cityName = getCurrentCity().nameForShow[lang];
  const navLinks = toMenuLinks(options.menuItems.header, lang);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* no gaps on a phone: a logged-in header of 44 px touch targets and "Новосибирск" fills 360 px */}
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 56, md: 64 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('openMenu')}
          onClick={onOpenSideMenu}
          onPointerEnter={onSideMenuIntent}
          onFocus={onSideMenuIntent}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={to('/')}
          aria-label={t('toMap')}
          sx={{
            // on a phone a logged-in header gives the mark's room to the city's name (the side
            // menu leads to the map too)
            display: { xs: isLoggedIn || isCompany ? 'none' : 'flex', sm: 'flex' },
            alignItems: 'center',
            gap: 1,
            // the mark alone is 32 px: the link around it is a finger's 44
            minWidth: 44,
            minHeight: 44,
            justifyContent: 'center',
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <BrandMark size={32} />
          <Typography
            component="span"
            sx={{
              // a logged-in header needs the room for the balance, parking and profile menus
              display: { xs: 'none', lg: isLoggedIn ? 'none' : 'block', xl: 'block' },
              fontWeight: 700,
              letterSpacing: 0.2,
              whiteSpace: 'nowrap',
            }}
          >
            {t('common:appName')}
          </Typography>
        </Box>
        <Button
          color="inherit"
          endIcon={<ExpandMoreIcon />}
          onClick={() => openModal({ kind: 'cityChange' })}
          aria-label={t('city.change', { city: cityName })}
          title={t('city.change', { city: cityName })}
          sx={{
            fontWeight: 700,
            fontSize: { xs: 15, sm: 16 },
            lineHeight: { xs: 1.15, sm: 1.75 },
            minWidth: 0,
            // keeps the room of its longest word; the toolbar's other parts are icons of fixed size
            flexShrink: 0,
            maxWidth: { xs: 150, sm: 260 },
            textAlign: 'left',
            '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
          }}
        >
          {/* a long name (Нижний Новгород) takes two lines on a phone rather than an ellipsis */}
          <Box
            component="span"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              // between words only: "Новосибирск" is never cut as "Новосибирс/к"
              overflowWrap: 'normal',
              display: { xs: '-webkit-box', sm: 'block' },
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {cityName}
          </Box>
        </Button>
        {navLinks.length > 0 && (
          <Box
            component="nav"
            aria-label={t('navigation')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 1 }}
          >
            {navLinks.map((link) => (
              <Button
                key={link.key}
                color="inherit"
                {...menuLinkProps(link, to)}
                sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        {isCompany &&
          (isLoggedIn ? (
            <Button
              color="inherit"
              component={RouterLink}
              to={to('/coop-profile')}
              startIcon={<BusinessIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('corporate')}
            </Button>
          ) : (
            // a company alone: its cabinet is its account, on a phone too
            <Button
              variant="outlined"
              component={RouterLink}
              to={to('/coop-profile')}
              startIcon={<BusinessIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('corporate')}
            </Button>
          ))}
        {isLoggedIn ? (
          <Suspense fallback={<AccountMenusSpace />}>
            <AccountMenus />
          </Suspense>
        ) : isCompany ? null : (
          <>
            <Button
              variant="outlined"
              onClick={() => openModal({ kind: 'login' })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('login')}
            </Button>
            <Button
              variant="contained"
              component={RouterLink}
              to={to('/registration')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {t('registration')}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
