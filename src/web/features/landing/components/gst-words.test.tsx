import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { mockApi, renderWithApp, sampleSettings } from '../../../test/test-support';
import { Hero } from './hero';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

const withGstin = (gstin: string | null) =>
  mockApi({
    'GET /api/settings': () => ({ body: { status: 'success', data: { ...sampleSettings, gstin } } }),
  });

describe('GST words follow the GSTIN', () => {
  it.each([
    ['en', 'Fixed prices in rupees', 'GST-inclusive prices', /GST/],
    ['hi', 'रुपये में तय दाम', 'जीएसटी सहित दाम', /जीएसटी|GST/],
  ] as const)(
    'in %s, says nothing of GST without a GSTIN, and "GST included" with one',
    async (lang, plain, gst, words) => {
      await act(() => activateLanguage(lang));
      withGstin(null);
      const first = renderWithApp(<Hero onGetQuote={() => {}} />);
      expect(await screen.findByText(plain)).toBeTruthy();
      expect(first.container.textContent).not.toMatch(words);
      first.unmount();

      withGstin('23AAAAA0000A1Z5');
      renderWithApp(<Hero onGetQuote={() => {}} />);
      expect(await screen.findByText(gst)).toBeTruthy();
    },
  );
});
