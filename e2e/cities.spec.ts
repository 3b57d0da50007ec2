import { expect, test } from '@playwright/test';

/**
 * Issue 38 part 2: the site asks for the city once (Indore / भोपाल), remembers it, and shows that city's
 * prices. The demo's Bhopal has its own price for Home Cleaning's 1 BHK Standard (₹749; Indore ₹850).
 */
interface ApiCity {
  slug: string;
  prices: Record<string, number>;
}
interface ApiService {
  slug: string;
  packages: { _id: string; name: string; price: number }[];
}

for (const width of [390, 1280]) {
  test(`a customer choosing Bhopal sees Bhopal prices (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const cities: ApiCity[] = (await (await request.get('/api/cities')).json()).data.cities;
    const services: ApiService[] = (await (await request.get('/api/services')).json()).data.services;
    const home = services.find((s) => s.slug === 'home-cleaning')!;
    const oneBhk = home.packages.find((p) => p.name === '1 BHK Standard')!;
    const bhopalPrice = cities.find((c) => c.slug === 'bhopal')!.prices[oneBhk._id]!;
    expect(bhopalPrice).toBeLessThan(oneBhk.price);
    const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

    await page.goto('/cleaning-services');
    const ask = page.getByRole('region', { name: 'Which city are you in?' });
    await expect(ask).toBeVisible();
    const card = page.getByRole('article', { name: 'Home Cleaning' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(rupees(oneBhk.price));

    await ask.getByRole('button', { name: 'Bhopal' }).click();
    await expect(page.getByTestId('city-current')).toHaveText('Bhopal');
    await expect(card).toContainText(rupees(bhopalPrice));
    await expect(card).not.toContainText(rupees(oneBhk.price));

    // Remembered: the next visit is not asked again and keeps Bhopal's prices.
    await page.reload();
    await expect(page.getByTestId('city-current')).toHaveText('Bhopal');
    await expect(page.getByRole('region', { name: 'Which city are you in?' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Home Cleaning' })).toContainText(rupees(bhopalPrice));

    // Changing asks again.
    await page.getByRole('button', { name: 'Change city' }).click();
    await expect(page.getByRole('button', { name: 'Indore' })).toBeVisible();
  });
}
