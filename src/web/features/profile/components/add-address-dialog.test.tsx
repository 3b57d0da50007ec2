import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddAddressDialog } from './add-address-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser whose Geolocation answers with a point, or refuses with a GeolocationPositionError code. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: 1 | 2 | 3 } | null) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer && 'lat' in answer)
      ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 12 } } as GeolocationPosition);
    else if (answer)
      fail?.({
        code: answer.code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: answer === null ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

function renderDialog() {
  const user = userEvent.setup();
  const onSave = vi.fn(async () => undefined);
  render(<AddAddressDialog open onOpenChange={() => undefined} onSave={onSave} />);
  const fill = async () => {
    await user.type(screen.getByLabelText('Address line 1'), '12 MG Road');
    await user.type(screen.getByLabelText('Pincode'), '452001');
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save Address' }));
  const useLocation = () => user.click(screen.getByRole('button', { name: /Use my current location/ }));
  return { user, onSave, fill, save, useLocation };
}

describe('AddAddressDialog: "Use my current location"', () => {
  it('asks the browser only when pressed, shows "Location saved" and saves the point with the address', async () => {
    const geolocation = stubGeolocation({ lat: 22.7196, lng: 75.8577 });
    const { onSave, fill, save, useLocation } = renderDialog();
    expect(geolocation).not.toHaveBeenCalled();
    await fill();
    await useLocation();
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toContain('Location saved');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        line1: '12 MG Road',
        pincode: '452001',
        latitude: 22.7196,
        longitude: 75.8577,
      }),
    ]);
  });

  it('lets the customer remove the point before saving', async () => {
    stubGeolocation({ lat: 22.7196, lng: 75.8577 });
    const { user, onSave, fill, save, useLocation } = renderDialog();
    await fill();
    await useLocation();
    await user.click(await screen.findByRole('button', { name: 'Remove location' }));
    expect(screen.queryByText('Location saved')).toBeNull();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ latitude: null, longitude: null })]);
  });

  it.each([
    ['refused', { code: 1 as const }, /Location permission was refused/],
    ['unavailable', { code: 2 as const }, /Your location is not available right now/],
    ['timed out', { code: 3 as const }, /Your location is not available right now/],
    ['unsupported', null, /This browser cannot share your location/],
    ['outside India', { lat: 51.5072, lng: -0.1276 }, /This location is outside India/],
  ])(
    'says so clearly when the location is %s, and saves the address without it',
    async (_name, answer, text) => {
      stubGeolocation(answer);
      const { onSave, fill, save, useLocation } = renderDialog();
      await fill();
      await useLocation();
      expect((await screen.findByRole('alert')).textContent).toMatch(text);
      expect(screen.queryByText('Location saved')).toBeNull();
      await save();
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ latitude: null, longitude: null })]);
    },
  );
});
