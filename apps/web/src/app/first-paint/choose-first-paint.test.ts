import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real file index.html loads, run as the browser runs it: a classic script in <head> whose
// document.currentScript carries data-app (first-paint-plugin.ts).
const source = readFileSync(join(import.meta.dirname, 'choose-first-paint.js'), 'utf8');

function runInHead(entry: string | null) {
  const tag = document.createElement('script');
  if (entry) tag.setAttribute('data-app', entry);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  try {
    new Function(source)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}
const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
function setState(readyState: DocumentReadyState, visibility: DocumentVisibilityState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

describe('choose-first-paint.js: the app is asked for after the first screen has painted', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    frames.length = 0;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('names the page and language, and adds the entry only after the parse, a frame and one task', () => {
    setState('loading', 'visible');
    window.history.replaceState(null, '', '/c/kazan/en/guest-payment');
    runInHead('/assets/index-abc.js');
    expect(document.documentElement.getAttribute('data-first-paint')).toBe('form');
    expect(document.documentElement.getAttribute('data-first-paint-lang')).toBe('en');
    expect(appScripts()).toEqual([]);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0); // the frame's callback runs before its paint
    expect(appScripts()).toEqual([]);
    vi.runAllTimers(); // the task queued from it runs after the paint
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    const script = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(script.getAttribute('crossorigin')).toBe('');
  });

  it('starts at once in a hidden tab (no frames are drawn there), and only once', () => {
    setState('interactive', 'hidden');
    runInHead('/assets/index-abc.js');
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts when the tab is hidden while it waits for a frame', () => {
    setState('interactive', 'visible');
    runInHead('/assets/index-abc.js');
    expect(appScripts()).toEqual([]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toEqual(['/assets/index-abc.js']);
    frames[0]!(0);
    vi.runAllTimers();
    expect(appScripts()).toHaveLength(1);
  });

  it('adds nothing without data-app (the dev server keeps its own module script)', () => {
    setState('interactive', 'visible');
    runInHead(null);
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(appScripts()).toEqual([]);
  });
});
