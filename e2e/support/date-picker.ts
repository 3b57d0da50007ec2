import { expect, type Locator, type Page } from '@playwright/test';

/** The open calendar of the date field labelled `label`. */
export const calendarOf = (page: Page, label: string) => page.getByRole('dialog', { name: label });

/** A day's button in an open calendar ('YYYY-MM-DD'); outside days of the month are hidden. */
export const dayButton = (calendar: Locator, iso: string) =>
  calendar.locator(`[data-day="${iso}"]:not([data-outside]) button`);

/**
 * Picks a date as a person does: opens the field's calendar, pages forward month by month until the
 * day shows, and clicks it. The calendar closes and the field shows the day.
 */
export async function pickDate(page: Page, label: string, iso: string) {
  await page.getByLabel(label, { exact: true }).click();
  const calendar = calendarOf(page, label);
  await expect(calendar).toBeVisible();
  // The month grid loads with its chunk on a page's first date field: look for the day only once it shows.
  await expect(calendar.getByRole('grid')).toBeVisible();
  const day = dayButton(calendar, iso);
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    await calendar.locator('.rdp-button_next').click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
}
