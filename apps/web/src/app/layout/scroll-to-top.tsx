import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { stripLanguagePrefix } from '../../shared/i18n/language-path';

/**
 * Every page starts at the top (document 1, section 2). Back and forward are left to the
 * browser's own restoration, and switching language keeps the reader where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const samePage = stripLanguagePrefix(previous.current) === stripLanguagePrefix(pathname);
    previous.current = pathname;
    if (navigationType !== 'POP' && !samePage) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
