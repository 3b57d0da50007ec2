import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { logIn, logOut, mockApi, renderWithApp } from '../../../test/test-support';
import { emptyForm, type BookingFormData } from '../model/booking-draft';
import { StepDetails } from './step-details';

afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
});

function Form() {
  const [form, setForm] = useState<BookingFormData>(emptyForm());
  return (
    <StepDetails
      form={form}
      errors={{}}
      set={(patch) => setForm((f) => ({ ...f, ...patch }))}
      savedAddresses={[]}
    />
  );
}

const prefs = (whatsapp: boolean) => () => ({
  body: { status: 'success', data: { email: true, sms: true, whatsapp } },
});

describe('the booking form’s WhatsApp box', () => {
  it('starts ticked for a customer who agreed to WhatsApp at sign-up (issue 37)', async () => {
    mockApi({ 'GET /api/users/notification-preferences': prefs(true) });
    logIn();
    renderWithApp(<Form />);
    const box = await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('starts unticked for one who did not, and for a guest (who is not asked for preferences)', async () => {
    const { calls } = mockApi({ 'GET /api/users/notification-preferences': prefs(false) });
    logIn();
    const { unmount } = renderWithApp(<Form />);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/notification-preferences'))).toBe(true));
    expect(
      (screen.getByRole('checkbox', { name: /Send me updates on WhatsApp/ }) as HTMLInputElement).checked,
    ).toBe(false);
    unmount();
    logOut();
    calls.length = 0;
    renderWithApp(<Form />);
    expect(
      (screen.getByRole('checkbox', { name: /Send me updates on WhatsApp/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(calls.filter((c) => c.url.endsWith('/notification-preferences'))).toEqual([]);
  });
});

describe('the booking form’s city and state in Hindi', () => {
  beforeAll(() => activateLanguage('hi'));
  afterAll(() => activateLanguage('en'));

  it('shows the pre-filled Indore and Madhya Pradesh in Hindi and keeps them in English (issue 37)', async () => {
    mockApi();
    let saved: BookingFormData | undefined;
    function Probe() {
      const [form, setForm] = useState<BookingFormData>(emptyForm());
      saved = form;
      return (
        <StepDetails
          form={form}
          errors={{}}
          set={(patch) => setForm((f) => ({ ...f, ...patch }))}
          savedAddresses={[]}
        />
      );
    }
    renderWithApp(<Probe />);
    const city = (await screen.findByDisplayValue('इंदौर')) as HTMLInputElement;
    expect(screen.getByDisplayValue('मध्य प्रदेश')).toBeTruthy();
    expect(saved!.address).toMatchObject({ city: 'Indore', state: 'Madhya Pradesh' });
    fireEvent.change(city, { target: { value: 'देवास' } });
    expect(saved!.address.city).toBe('Dewas');
    expect(city.value).toBe('देवास');
  });
});
