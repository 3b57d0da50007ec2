import type { Page } from '@playwright/test';

/**
 * Pairs of visible buttons (and links drawn as buttons) closer than `minGap` px, or overlapping: what a
 * thumb presses by mistake (issue 37: "Report a problem" touched "Tip the crew"). Controls inside one
 * tab list, radio group, toolbar, segmented control (`data-joined`) or a map's zoom bar are joined on
 * purpose and not counted; nor is a control inside another, nor one behind an open dialog (hidden from
 * assistive technology and not pressable until the dialog closes; the page is checked on its own too).
 */
export async function touchingButtons(page: Page, minGap = 4): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, a[class*="inline-flex"], [role="button"]'),
    ]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter(
        (el) =>
          !el.closest(
            '[role="tablist"], [role="radiogroup"], [role="toolbar"], [data-joined], .leaflet-bar, [aria-hidden="true"], [inert]',
          ),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const name = (el: HTMLElement) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.tagName.toLowerCase();
    const found: string[] = [];
    for (let i = 0; i < controls.length; i++)
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i];
        const b = controls[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const dx = Math.max(b.box.left - a.box.right, a.box.left - b.box.right);
        const dy = Math.max(b.box.top - a.box.bottom, a.box.top - b.box.bottom);
        // Beside each other (rows overlap) or above each other (columns overlap), nearer than min.
        const touching = (dy < 0 && dx < min) || (dx < 0 && dy < min);
        if (touching) found.push(`"${name(a.el)}" and "${name(b.el)}" (${Math.max(dx, dy).toFixed(1)} px)`);
      }
    return found;
  }, minGap);
}
