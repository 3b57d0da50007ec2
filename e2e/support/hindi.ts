import type { Page } from '@playwright/test';
import { latinWords } from '../../src/web/i18n/allowlist';

/** Helpers for the Hindi walks: what a page shows that is not Devanagari, and its errors. */

/** Console errors and uncaught exceptions (a hydration mismatch is one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Every Latin-script word a visitor can see or hear: text of rendered elements (content-visibility:auto
 * sections included: checkVisibility counts them, unlike innerText), plus aria-label and alt.
 */
export async function latinOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (node.textContent?.trim() && visible(parent)) found.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], img[alt]')) {
      if (!visible(el)) continue;
      const label = el.getAttribute('aria-label') ?? el.getAttribute('alt');
      if (label?.trim()) found.push(label.trim());
    }
    return found;
  });
  return [...new Set(texts.flatMap((t) => latinWords(t).map((w) => `${w} (in "${t.slice(0, 60)}")`)))];
}
