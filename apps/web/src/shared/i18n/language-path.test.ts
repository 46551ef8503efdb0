import { describe, expect, it } from 'vitest';
import { localizePath, stripLanguagePrefix, switchLanguagePath } from './language-path';

describe('language paths', () => {
  it('prefixes site paths for English only', () => {
    expect(localizePath('ru', '/news')).toBe('/news');
    expect(localizePath('en', '/news')).toBe('/en/news');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('en', 'https://example.org/x')).toBe('https://example.org/x');
    expect(localizePath('en', '//cdn.example.org/x')).toBe('//cdn.example.org/x');
  });

  it('leaves the pages without a prefixed address bare in every language', () => {
    expect(localizePath('en', '/profile/receipts')).toBe('/profile/receipts');
    expect(localizePath('en', '/profile/constructor?x=1')).toBe('/profile/constructor?x=1');
    expect(localizePath('en', '/profile/abonements')).toBe('/en/profile/abonements');
  });

  it('strips a supported prefix only', () => {
    expect(stripLanguagePrefix('/en/news/3')).toBe('/news/3');
    expect(stripLanguagePrefix('/en')).toBe('/');
    expect(stripLanguagePrefix('/ru/news')).toBe('/news');
    expect(stripLanguagePrefix('/news')).toBe('/news');
    expect(stripLanguagePrefix('/english')).toBe('/english');
  });

  it('switches the language of the same page, keeping query and hash', () => {
    expect(switchLanguagePath({ pathname: '/news', search: '?page=2', hash: '#a' }, 'en')).toBe(
      '/en/news?page=2#a',
    );
    expect(switchLanguagePath({ pathname: '/en/news', search: '', hash: '' }, 'ru')).toBe('/news');
    expect(switchLanguagePath({ pathname: '/en', search: '', hash: '' }, 'ru')).toBe('/');
  });
});
