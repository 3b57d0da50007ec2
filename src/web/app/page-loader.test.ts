import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT } from '../../shared/app-ready';
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
  // The loaders of earlier tests stay on document: their app is 'ready', so they hold nothing later (and
  // their held form is gone with the body).
  document.dispatchEvent(new Event(APP_READY_EVENT));
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

  it('starts at once on the first tap, key or focus, before the paint', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    run();
    expect(entry()).toBeUndefined();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entry()).toBe('/assets/index-1.js');
  });

  it('holds a form sent before the app is ready, and sends it through the app once it is', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="f"><input name="password" value="secret"><button type="submit" id="go">Go</button></form>',
    );
    const form = document.getElementById('f') as HTMLFormElement;
    run();
    const before = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(before);
    // Not sent natively (the password would go into the address), and the app's loading starts.
    expect(before.defaultPrevented).toBe(true);
    expect(entry()).toBe('/assets/index-1.js');
    const sent: Event[] = [];
    const app = (e: Event) => {
      e.preventDefault();
      sent.push(e);
    };
    form.addEventListener('submit', app);
    document.dispatchEvent(new Event(APP_READY_EVENT));
    expect(sent).toHaveLength(1);
    // Once ready, the app's handler takes each submission; none is sent natively, handled or not.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toHaveLength(2);
    form.removeEventListener('submit', app);
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("presses again, once the app is ready, the last button tapped before (not a form's submit button)", () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="tab">Continue with mobile number</button><button type="button" id="menu">Menu</button>' +
        '<form id="h"><button type="submit" id="send">Send</button></form>',
    );
    run();
    const pressed: string[] = [];
    document.addEventListener('click', (e) => pressed.push((e.target as HTMLElement).id));
    document.getElementById('menu')!.click();
    document.getElementById('tab')!.click();
    // A form's submit button is held as its form's submission, not replayed as a tap.
    document.getElementById('send')!.click();
    expect(entry()).toBe('/assets/index-1.js');
    pressed.length = 0;
    document.dispatchEvent(new Event(APP_READY_EVENT));
    expect(pressed).toEqual(['tab']);
    // Once ready, taps are the app's alone: nothing is pressed twice.
    document.getElementById('menu')!.click();
    expect(pressed).toEqual(['tab', 'menu']);
  });

  it('leaves a form with an action of its own to the browser', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    document.body.insertAdjacentHTML('beforeend', '<form id="g" action="/elsewhere"></form>');
    run();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('g')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(entry()).toBeUndefined();
  });

  it('waits on a Hindi page for a visitor who chose Hindi', () => {
    document.documentElement.lang = 'hi';
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    run();
    expect(entry()).toBeUndefined();
  });
});
