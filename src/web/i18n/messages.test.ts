import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingTexts } from '../../shared/domain/ratings';
import { serviceAreaTexts } from '../../shared/domain/service-area';
import * as afterVisit from '../../shared/texts-after-visit';
import * as accountData from '../../shared/texts-account';
import * as labels from '../../shared/labels';
import * as texts from '../../shared/texts';
import { otpLoginTexts } from '../../shared/schemas/otp-login';
import { passkeyTexts } from '../../shared/schemas/passkeys';
import { seriesTexts } from '../../shared/domain/series-plan';
import { referralTexts } from '../../shared/schemas/referrals';
import { giftVoucherTexts } from '../../shared/schemas/gift-vouchers';
import { hiringPublicTexts } from '../../shared/schemas/hiring';
import { membershipTexts } from '../../shared/schemas/memberships';
import { privacyTexts } from '../../shared/schemas/privacy';
import { secondFactorTexts } from '../../shared/schemas/second-factor';
import { callTexts } from '../../shared/domain/masked-calls';
import { jobSafetyTexts, tooEarlyToStart } from '../../shared/texts-job-safety';
import { ApiError } from '../lib/api-client';
import { INVALID_ANSWER } from '../lib/api-parse';
import { describeApiError } from './api-error';
import { latinWords } from './allowlist';
// A checklist item named in a message ('Floor mopping') is a feature: its Hindi is in `dataFeatures`, which
// the screens showing checklists register (feature-texts.ts), as this test does.
import './feature-texts';
import { activateLanguage } from './i18n';
import hindi from './locales/hi/messages';
import { messagePatterns, templateRegex } from './message-patterns';
import { loadMessages, messageText } from './message-text';

/** Every string in an exported text object (functions are parameterised: tested by example below). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Admin-only texts in src/shared/texts.ts: the admin console stays English. */
const adminOnly = ['quoteNeedsAccount', 'dispatchMessages'];

const sharedTexts = [
  ...Object.entries(texts)
    .filter(([name]) => !adminOnly.includes(name))
    .flatMap(([, value]) => strings(value)),
  ...strings(afterVisit),
  ...strings(accountData),
  // The words for stored values a cleaner reads
  ...strings(labels.paymentStatusLabels),
  ...strings(labels.paymentMethodLabels),
];

/** Parameterised texts of src/shared, each with an example. */
const sharedExamples = [
  texts.packageTooSmall(1500),
  texts.belowMinimumArea(100),
  afterVisit.afterVisitTexts.checklistNoteNeeded('Floor mopping'),
  afterVisit.afterVisitTexts.checklistUnknownItem('Dusting'),
  serviceAreaTexts.beyondHorizon(30, '2026-12-24'),
  tooEarlyToStart(new Date('2026-12-05T03:30:00Z')),
  // A name is a value, kept as written: the example's is in Devanagari.
  ...Object.values(callTexts).map((text) => text('+91 98765 43210', 'रवि')),
];

/**
 * What the server sends a customer or a cleaner in an error envelope (AppError and its helpers in
 * src/server, collected by hand: src/web does not import the server). Parameterised ones by example.
 */
const serverMessages = [
  ...strings(texts.serverMessages),
  ...strings(otpLoginTexts),
  ...strings(secondFactorTexts),
  ...strings(passkeyTexts),
  ...strings(seriesTexts),
  ...strings(referralTexts),
  ...strings(giftVoucherTexts),
  ...strings(hiringPublicTexts),
  ...strings(membershipTexts),
  privacyTexts.consentSaved,
  privacyTexts.grievanceReceived,
  privacyTexts.messageRequired,
  privacyTexts.messageTooLong,
  privacyTexts.locationFromAddress,
  ...strings(texts.coupons),
  ratingTexts.ratingRequired,
  ratingTexts.ratingRange,
  ratingTexts.commentTooLong,
  ratingTexts.notCompleted,
  ratingTexts.alreadyRated,
  ratingTexts.notRatedYet,
  ratingTexts.editClosed,
  ratingTexts.thanks,
  ratingTexts.updated,
  serviceAreaTexts.pincodeNotServed,
  // What a cleaner at the door and a customer read; the admin-only and API-only ones stay English.
  jobSafetyTexts.startCodeLocked,
  jobSafetyTexts.couponGuesses,
  jobSafetyTexts.tipAlreadyPaid,
  "It's too late to cancel: bookings can be cancelled until 2 hours before the visit.",
  "It's too late to change this booking: changes close 2 hours before the visit.",
  'Cleaners cannot cancel bookings.',
  'Cleaners cannot reschedule bookings.',
  'Service date is not a real date',
  'Date is not a real date',
  'This booking is already cancelled.',
  'This booking has already been cancelled.',
  'This booking was changed meanwhile. Please reload.',
  'You have already told the customer you are on your way.',
  'That start code is not right. Ask the customer for the 4-digit code in their booking.',
  "Enter the customer's 4-digit start code to start the job.",
  'Booking not found',
  'No pending booking',
  'Not found',
  'User not found',
  'Document not found',
  'Photo not found',
  'The booking details are too large.',
  'The saved booking is incomplete.',
  'Please choose a time between 8:00 AM and 6:00 PM',
  'Service date cannot be in the past',
  'This time has already passed today. Please choose a later time.',
  'This time slot is fully booked. Please choose another time.',
  'Choose a cleaner who has cleaned for you before.',
  'This job is too large for one visit. Please contact us for a quote.',
  'This booking is already paid.',
  'This order is already paid.',
  'There is nothing to pay for this booking.',
  'This booking has been cancelled and cannot be paid.',
  'This booking was settled as pay after service.',
  // Recording the payment at the door.
  'Only the crew of this booking or an admin can record its payment.',
  'This booking is not pay after service.',
  'The amount must be exactly the amount due for this booking.',
  'The payment for this booking was already recorded.',
  'An older payment order is still open for this booking. Please contact support.',
  'Payment order not found',
  'We could not verify this payment. If money was deducted, it will be refunded within 5-7 business days.',
  'Online payment is not available right now. Please choose Pay After Service.',
  'Our payment system is temporarily unavailable. Please try again in a few minutes.',
  'Another tip for this visit is being paid. Please try again.',
  'This tip is already paid.',
  'Tip order not found',
  'You can save up to 20 addresses.',
  'Quantity must be a whole number',
  'The service is temporarily unavailable. Please try again in a moment.',
  // Parameterised
  'A booking that is completed cannot be cancelled.',
  'A booking that is in_progress cannot be rescheduled.',
  'A booking that is gone cannot be rescheduled.',
  'A booking that is cancelled cannot be started.',
  'A booking cannot move from assigned to completed.',
  'Add-on not available: Refrigerator',
  'Refrigerator is not available with the 1 BHK package',
  'This job takes about 9 hrs 30 mins and would end after our working hours. Please choose an earlier time.',
  'Must be at most 500 characters',
];

/** Fixed English messages of the web: the mapping by status (api-client.ts) and the shared components. */
const webMessages = [
  ...[
    new ApiError('network', null, 'Failed to fetch'),
    new ApiError('timeout', null, 'Request Timeout'),
    new ApiError('unexpected', null, ''),
    new ApiError('invalid-answer', null, INVALID_ANSWER),
    new ApiError('http', 401, ''),
    new ApiError('http', 403, ''),
    new ApiError('http', 404, ''),
    new ApiError('http', 400, '', undefined, [{ field: 'email', message: 'x' }]),
    new ApiError('http', 400, ''),
    new ApiError('http', 409, ''),
    new ApiError('http', 429, ''),
    new ApiError('http', 500, ''),
    new ApiError('http', 500, 'Short'),
    new ApiError('http', 418, ''),
    'not an ApiError',
  ].flatMap((error) => [describeApiError(error).title, describeApiError(error).message]),
  'Loading…',
  'Try again',
  'Notifications alt+T',
  'Close toast',
].filter((text) => !['email', 'Short'].includes(text));

const everyMessage = [...new Set([...sharedTexts, ...sharedExamples, ...serverMessages, ...webMessages])];

const marks = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the Hindi messages catalogue', () => {
  it('keeps each template key’s {{placeholders}} in its Hindi text', () => {
    for (const [english, text] of Object.entries(hindi)) expect(marks(text), english).toEqual(marks(english));
  });

  it('has an entry for every pattern, and every key with a placeholder is a pattern', () => {
    const templates = messagePatterns.map((p) => p.template);
    expect(templates.filter((t) => !hindi[t])).toEqual([]);
    expect(Object.keys(hindi).filter((k) => k.includes('{{') && !templates.includes(k))).toEqual([]);
  });

  it('builds patterns that match their own template only as a whole message', () => {
    const regex = templateRegex(
      'This package covers up to {{maxArea}} sq.ft. Please choose a larger package.',
    );
    expect(regex.exec(texts.packageTooSmall(800))?.groups).toEqual({ maxArea: '800' });
    expect(regex.test(`Oh. ${texts.packageTooSmall(800)}`)).toBe(false);
    expect(templateRegex('a.b {{x}}').test('axb 1')).toBe(false);
  });
});

describe('in Hindi', () => {
  beforeAll(async () => {
    await activateLanguage('hi');
    await loadMessages();
  });
  afterAll(() => activateLanguage('en'));

  it('writes every message in Devanagari: no Latin word but the values', () => {
    const untranslated = everyMessage.filter((text) => messageText(text) === text);
    expect(untranslated).toEqual([]);
    const latin = everyMessage
      .map((text) => [text, messageText(text)] as const)
      .filter(([, hi]) => latinWords(hi).length > 0)
      .map(([en, hi]) => `${en} -> ${hi}`);
    expect(latin).toEqual([]);
  });

  it("writes a payment provider's English reason in Hindi, or our own words when we do not know it", () => {
    const failed = (reason: string) =>
      `Payment failed: ${reason}. No money was taken. Please try again or choose another method.`;
    expect(messageText(failed('Payment declined in the sandbox'))).toBe(
      'भुगतान नहीं हो पाया: सैंडबॉक्स में भुगतान अस्वीकार हुआ। कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।',
    );
    expect(messageText(failed('Card issuer unavailable'))).toBe(
      'भुगतान नहीं हो पाया: भुगतान सेवा ने मना कर दिया। कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।',
    );
    expect(messageText('The payment provider declined the request: Payment declined in the sandbox.')).toBe(
      'भुगतान सेवा ने अनुरोध अस्वीकार कर दिया: सैंडबॉक्स में भुगतान अस्वीकार हुआ',
    );
  });

  it('translates parameterised messages by their pattern, values written in Hindi', () => {
    expect(messageText(texts.packageTooSmall(1500))).toBe('यह पैकेज 1500 वर्ग फ़ुट तक के लिए है। कृपया बड़ा पैकेज चुनें।');
    expect(messageText(serviceAreaTexts.beyondHorizon(30, '2026-12-24'))).toBe(
      'बुकिंग 30 दिन आगे तक खुली है: कृपया गुरु, 24 दिसंबर 2026 या उससे पहले की तारीख चुनें',
    );
    expect(messageText(tooEarlyToStart(new Date('2026-12-05T03:30:00Z')))).toBe(
      'यह काम शुरू करने के लिए अभी जल्दी है: आप इसे शनि, 5 दिसंबर 2026 को सुबह 9:00 से शुरू कर सकते हैं।',
    );
    expect(messageText('A booking that is completed cannot be cancelled.')).toBe(
      'जो बुकिंग पूरी है, उसे रद्द नहीं किया जा सकता।',
    );
    expect(
      messageText(
        'This job takes about 2 hrs 30 mins and would end after our working hours. Please choose an earlier time.',
      ),
    ).toMatch(/^इस काम में लगभग 2 घंटे 30 मिनट लगते हैं/);
    // A pattern's value that is itself a message is translated too.
    expect(
      messageText(`${texts.coupons.expired} The coupon has been removed; you can book again without it.`),
    ).toBe(
      'इस कूपन की अवधि समाप्त हो गई है। कृपया कोई दूसरा कूपन आज़माएँ। कूपन हटा दिया गया है; आप उसके बिना फिर से बुक कर सकते हैं।',
    );
  });

  it('describes API failures in Hindi (the generic mapping by status)', () => {
    const wrongPassword = new ApiError('http', 401, texts.serverMessages.invalidCredentials);
    expect(describeApiError(wrongPassword)).toEqual({
      title: 'पहचान की पुष्टि नहीं हुई',
      message: 'ईमेल या पासवर्ड गलत है',
      retryable: false,
    });
  });

  it('shows a message it does not know as written', () => {
    expect(messageText('Something an admin wrote')).toBe('Something an admin wrote');
    expect(messageText('')).toBe('');
  });
});

describe('in English', () => {
  it('returns every message unchanged, even after Hindi was loaded', async () => {
    await activateLanguage('hi');
    await loadMessages();
    await activateLanguage('en');
    for (const text of everyMessage) expect(messageText(text)).toBe(text);
    expect(describeApiError(new ApiError('http', 401, 'Invalid email or password'))).toEqual({
      title: 'Authentication Failed',
      message: 'Invalid email or password',
      retryable: false,
    });
  });
});
