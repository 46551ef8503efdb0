import { describe, expect, it } from 'vitest';
import { findPage, isPageAddress } from './page-match';
import { pathBelow } from './page-paths';

const hosted = (code: string) => ['perm', 'moscow'].includes(code);

describe('findPage', () => {
  it('names the page of a path as the router would', () => {
    expect(findPage('/')).toBe('map');
    expect(findPage('/profile/parking')).toBe('cabinetParking');
    expect(findPage('/News/')).toBe('newsList');
    expect(findPage('/news/42')).toBe('newsItem');
    expect(findPage('/pages')).toBe('pagesIndex');
    expect(findPage('/pages/about/contacts')).toBe('staticPage');
    expect(findPage('/operator/tariffs/5')).toBe('operator');
    expect(findPage('/restore-password')).toBe('restorePassword');
    expect(findPage('/restore-password/2/abc')).toBe('restorePassword');
    expect(findPage('/registration/confirmation/1/salt')).toBe('registrationConfirmation');
    expect(findPage('/registration/confirmation/1/salt/code')).toBe('registrationConfirmation');
  });

  it('finds nothing for an address that is no page', () => {
    expect(findPage('/this/link/is/broken')).toBeNull();
    expect(findPage('/news/42/more')).toBeNull();
    expect(findPage('/extend')).toBeNull();
    expect(findPage('/registration/confirmation/1')).toBeNull();
    expect(findPage('/restore-password/1/2/3')).toBeNull();
  });
});

describe('isPageAddress', () => {
  it('takes the language segment and the server-written city prefix', () => {
    expect(isPageAddress('/en', hosted)).toBe(true);
    expect(isPageAddress('/en/guest-payment', hosted)).toBe(true);
    expect(isPageAddress('/c/moscow/', hosted)).toBe(true);
    expect(isPageAddress('/c/moscow/en/payment', hosted)).toBe(true);
    expect(isPageAddress('/c/atlantis/payment', hosted)).toBe(false);
    expect(isPageAddress('/c/moscow/nowhere', hosted)).toBe(false);
  });

  it('keeps the pages without a prefixed address to their bare address', () => {
    expect(isPageAddress('/profile/receipts', hosted)).toBe(true);
    expect(isPageAddress('/en/profile/receipts', hosted)).toBe(false);
    expect(isPageAddress('/en/profile/parking', hosted)).toBe(true);
  });

  it('counts the redirects the app makes (ru, EN, another language) as pages', () => {
    expect(isPageAddress('/ru/news', hosted)).toBe(true);
    expect(isPageAddress('/EN/news', hosted)).toBe(true);
    expect(isPageAddress('/de/anything', hosted)).toBe(true);
    expect(isPageAddress('/ru/no-such-page', hosted)).toBe(false);
  });

  it('refuses unknown words, whatever follows them', () => {
    expect(isPageAddress('/this/link/is/broken', hosted)).toBe(false);
    expect(isPageAddress('/abc/news', hosted)).toBe(false);
    expect(isPageAddress('/en/nowhere', hosted)).toBe(false);
  });
});

describe('pathBelow', () => {
  it('gives a nested route its own part of the path', () => {
    expect(pathBelow('profile', 'profile/parking')).toBe('parking');
    expect(() => pathBelow('profile', 'news')).toThrow();
  });
});
