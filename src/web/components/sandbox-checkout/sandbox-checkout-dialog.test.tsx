import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrderDto } from '../../../shared/api-payments';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

const UPI_LINK = 'upi://pay?pa=chamak%40upi&pn=Chamak%20Cleaning&am=499.00&cu=INR&tr=A1B2C3D4';

const order = (method: string) =>
  ({
    provider: 'sandbox',
    method,
    orderId: 'order_1',
    keyId: 'rzp_test',
    amount: 49900,
    currency: 'INR',
    merchantName: 'Chamak Cleaning',
    description: 'Bathroom Cleaning',
    prefill: {},
    upiLink: UPI_LINK,
  }) as unknown as PaymentOrderDto;

const onScreen = (width: number) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query === '(max-width: 767px)' && width <= 767, media: query })),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (method: string) =>
  render(
    <SandboxCheckoutDialog
      order={order(method)}
      busy={false}
      onPay={vi.fn()}
      onFail={vi.fn()}
      onClose={vi.fn()}
    />,
  );

describe('the QR option on the phone being held', () => {
  it('offers "Open UPI app" with the payment’s upi://pay link, and keeps the QR for another phone', async () => {
    onScreen(390);
    show('razorpay_qr');
    expect(screen.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')).toBe(UPI_LINK);
    expect(screen.getByText('Paying from another phone? Scan this QR with its UPI app.')).toBeTruthy();
    expect(await screen.findByTestId('upi-qr')).toBeTruthy();
  });

  it('shows only the QR on a computer', async () => {
    onScreen(1280);
    show('razorpay_qr');
    expect(screen.queryByRole('link', { name: 'Open UPI app' })).toBeNull();
    expect(screen.getByText('Scan with any UPI app')).toBeTruthy();
    expect(await screen.findByTestId('upi-qr')).toBeTruthy();
  });
});
