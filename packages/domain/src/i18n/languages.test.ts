import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('takes an explicit supported language first', () => {
    expect(pickLanguage('en', 'ru')).toBe('en');
  });
  it('falls back to Accept-Language, then ru', () => {
    expect(pickLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('en');
    expect(pickLanguage('fr', 'de')).toBe('ru');
    expect(pickLanguage(['en'], undefined)).toBe('ru');
  });
});
