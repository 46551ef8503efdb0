import LanguageIcon from '@mui/icons-material/Language';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@parking/domain/i18n/languages';
import { isUnprefixedPath, switchLanguagePath } from '../../shared/i18n/language-path';
import { useLanguage } from '../../shared/i18n/use-localized-path';
import { HeaderDropdown } from './header-dropdown';

/**
 * Language dropdown (ru, en): switching changes the URL prefix, which is where language lives
 * (except on the pages that have no prefixed address).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('header');
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <HeaderDropdown
      icon={<LanguageIcon />}
      label={lang.toUpperCase()}
      ariaLabel={t('language.label', { language: t(`common:languages.${lang}`) })}
      compactIconOnly={false}
      items={LANGUAGES.map((code) => ({
        key: code,
        label: t(`common:languages.${code}`),
        lang: code,
        selected: code === lang,
        onClick: () => {
          if (code === lang) return;
          // A page without a prefixed address (constructor, receipts) switches in place.
          if (isUnprefixedPath(location.pathname)) void i18n.changeLanguage(code);
          else void navigate(switchLanguagePath(location, code));
        },
      }))}
    />
  );
}
