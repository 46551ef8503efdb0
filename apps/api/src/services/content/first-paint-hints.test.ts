import { describe, expect, it } from 'vitest';
import { pageCityAndLanguage } from './first-paint-hints.ts';

describe('a page address’s city and language', () => {
  it('reads the city prefix and the language after it', () => {
    expect(pageCityAndLanguage('/')).toEqual({ city: null, lang: 'ru', page: '/' });
    expect(pageCityAndLanguage('/en/guest-payment')).toEqual({
      city: null,
      lang: 'en',
      page: '/guest-payment',
    });
    expect(pageCityAndLanguage('/c/novosibirsk/en')).toEqual({ city: 'novosibirsk', lang: 'en', page: '/' });
    expect(pageCityAndLanguage('/c/novosibirsk/news/en-route')).toEqual({
      city: 'novosibirsk',
      lang: 'ru',
      page: '/news/en-route',
    });
    expect(pageCityAndLanguage('/c/enisei/')).toEqual({ city: 'enisei', lang: 'ru', page: '/' });
    expect(pageCityAndLanguage('/RU/pages/rules')).toEqual({ city: null, lang: 'ru', page: '/pages/rules' });
  });
});
