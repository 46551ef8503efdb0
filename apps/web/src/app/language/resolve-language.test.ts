import { describe, expect, it } from 'vitest';
import { languageOfPathname, resolveLanguage } from './resolve-language';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('resolveLanguage', () => {
  it('serves Russian without a prefix and English under /en', () => {
    expect(resolveLanguage(undefined, at('/news'))).toEqual({ type: 'serve', lang: 'ru' });
    expect(resolveLanguage('en', at('/en/news'))).toEqual({ type: 'serve', lang: 'en' });
  });

  it('strips a ru prefix, keeping the rest of the address', () => {
    expect(resolveLanguage('ru', at('/ru/news', '?page=2', '#top'))).toEqual({
      type: 'redirect',
      to: '/news?page=2#top',
    });
    expect(resolveLanguage('ru', at('/ru'))).toEqual({ type: 'redirect', to: '/' });
    expect(resolveLanguage('RU', at('/RU/pages/about'))).toEqual({ type: 'redirect', to: '/pages/about' });
  });

  it('sends other spellings of en to the canonical prefix', () => {
    expect(resolveLanguage('EN', at('/EN/news/5'))).toEqual({ type: 'redirect', to: '/en/news/5' });
    expect(resolveLanguage('En', at('/En'))).toEqual({ type: 'redirect', to: '/en' });
  });

  it('redirects an unsupported language to the main page', () => {
    expect(resolveLanguage('de', at('/de/news'))).toEqual({ type: 'redirect', to: '/' });
    expect(resolveLanguage('pt-BR', at('/pt-BR'))).toEqual({ type: 'redirect', to: '/' });
    expect(resolveLanguage('zh_Hant', at('/zh_Hant/sms-commands'))).toEqual({ type: 'redirect', to: '/' });
  });

  it('treats any other first word as a page that does not exist', () => {
    expect(resolveLanguage('foo', at('/foo/news'))).toEqual({ type: 'not-found' });
    expect(resolveLanguage('english', at('/english'))).toEqual({ type: 'not-found' });
  });
});

describe('languageOfPathname', () => {
  it('reads only an exact en prefix', () => {
    expect(languageOfPathname('/en/news')).toBe('en');
    expect(languageOfPathname('/en')).toBe('en');
    expect(languageOfPathname('/english')).toBe('ru');
    expect(languageOfPathname('/news')).toBe('ru');
  });

  it('starts a page without a prefixed address in the remembered language', () => {
    expect(languageOfPathname('/profile/receipts', 'en')).toBe('en');
    expect(languageOfPathname('/profile/constructor', 'de')).toBe('ru');
    expect(languageOfPathname('/news', 'en')).toBe('ru');
  });
});
