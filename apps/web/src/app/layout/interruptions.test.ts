import { afterEach, describe, expect, it } from 'vitest';
import { interruptionNow, rememberTickerSeen, tickerIsNew } from './interruptions';

describe('one interruption at a time', () => {
  afterEach(() => localStorage.clear());

  it('gives the notice the first turn, then the ticker, then the app prompt', () => {
    expect(interruptionNow({ notice: true, ticker: true, prompt: true })).toBe('notice');
    expect(interruptionNow({ notice: false, ticker: true, prompt: true })).toBe('ticker');
    expect(interruptionNow({ notice: false, ticker: false, prompt: true })).toBe('prompt');
    expect(interruptionNow({ notice: false, ticker: false, prompt: false })).toBeNull();
  });

  it('lets nobody in while the notice is not known yet', () => {
    expect(interruptionNow({ notice: null, ticker: true, prompt: true })).toBeNull();
  });

  it('counts a ticker message as an interruption only until it has been shown', () => {
    expect(tickerIsNew('Оплата по SMS')).toBe(true);
    rememberTickerSeen('Оплата по SMS');
    expect(tickerIsNew('Оплата по SMS')).toBe(false);
    expect(tickerIsNew('Новый текст')).toBe(true);
    expect(tickerIsNew('')).toBe(false);
  });
});
