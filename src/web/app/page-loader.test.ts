import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoaderScript, pageModuleTags } from '../../shared/page-loader';
import { LANGUAGE_KEY } from '../i18n/storage-key';

/**
 * The prerendered pages' inline loader (src/shared/page-loader.ts), run as the page runs it: it adds the
 * entry and its preloads after the first paint, at once when the visitor may be sent to the twin page.
 */
type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  o: { disconnect(): void },
) => void;
let paint: PaintCallback | undefined;

beforeEach(() => {
  paint = undefined;
  document.head.innerHTML = '';
  document.documentElement.lang = 'en-IN';
  document.body.innerHTML = pageModuleTags('/assets/index-1.js', ['/assets/framework-1.js']).replace(
    /<script>[\s\S]*<\/script>$/,
    '',
  );
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      paint = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const run = () => new Function(pageLoaderScript)();
const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the page loader', () => {
  it('adds the entry and its preloads only after the first contentful paint', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    run();
    expect(entry()).toBeUndefined();
    paint!({ getEntriesByName: () => [{}] }, { disconnect() {} });
    // The next frame (fake timers run requestAnimationFrame every 16 ms), then a task.
    vi.advanceTimersByTime(20);
    expect(entry()).toBe('/assets/index-1.js');
    expect(preloads()).toEqual(['/assets/framework-1.js']);
  });

  it('loads after a second when no paint is reported', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    run();
    vi.advanceTimersByTime(999);
    expect(entry()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(entry()).toBe('/assets/index-1.js');
  });

  it('loads at once when the stored language is the other one (the entry sends the visitor on)', () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    run();
    expect(entry()).toBe('/assets/index-1.js');
  });

  it('waits on a Hindi page for a visitor who chose Hindi', () => {
    document.documentElement.lang = 'hi';
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    run();
    expect(entry()).toBeUndefined();
  });
});
