import { EMAIL_PATTERN, PINCODE_PATTERN } from '../../../../shared/patterns';
import { mobileError } from '../../../../shared/schemas/mobile';
import { validation as v } from '../../../../shared/texts';
import type { Frequency } from '../../../../shared/schemas/booking';
import type { BookingRules } from './booking-rules';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';

export interface BookingFormData {
  serviceId: string;
  packageId: string;
  addons: string[];
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  /** "Send me updates on WhatsApp". */
  whatsappOptIn?: boolean;
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  areaSqft: string;
  scheduledDate: string;
  scheduledTime: string;
  frequency: Frequency;
  instructions: string;
  couponCode: string;
}

export type FieldErrors = Partial<Record<string, string>>;

export const STEPS = ['Service', 'Details', 'Schedule', 'Confirm'] as const;

export const emptyForm = (): BookingFormData => ({
  serviceId: '',
  packageId: '',
  addons: [],
  customerName: '',
  customerEmail: '',
  phoneNumber: '',
  address: { line1: '', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '' },
  areaSqft: '',
  scheduledDate: '',
  scheduledTime: '',
  frequency: 'one-time',
  instructions: '',
  couponCode: '',
});

/**
 * SPEC §5 booking form steps 1-3, message for message. `today` is today's date in India; `rules` (once
 * loaded) adds the service area on Details and the booking horizon on Schedule (issue 17 §6).
 */
export function validateStep(
  step: number,
  f: BookingFormData,
  today: string,
  rules: BookingRules = {},
): FieldErrors {
  const e: FieldErrors = {};
  if (step === 0) {
    if (!f.serviceId) e.serviceId = v.selectService;
    if (!f.packageId) e.packageId = v.selectPackage;
  }
  if (step === 1) {
    if (!f.customerName.trim()) e.customerName = v.nameRequired;
    if (!f.customerEmail.trim()) e.customerEmail = v.emailRequired;
    else if (!EMAIL_PATTERN.test(f.customerEmail.trim())) e.customerEmail = v.emailInvalidLong;
    if (!f.phoneNumber.trim()) e.phoneNumber = v.phoneRequired;
    else {
      const phoneError = mobileError(f.phoneNumber);
      if (phoneError) e.phoneNumber = phoneError;
    }
    if (!f.address.line1.trim()) e['address.line1'] = v.addressLine1Required;
    if (!f.address.city.trim()) e['address.city'] = v.cityRequired;
    if (!f.address.state.trim()) e['address.state'] = v.stateRequired;
    if (!f.address.pincode.trim()) e['address.pincode'] = v.pincodeRequired;
    else if (!PINCODE_PATTERN.test(f.address.pincode.trim())) e['address.pincode'] = v.pincodeSixDigits;
    else if (rules.isServed && !rules.isServed(f.address.pincode))
      e['address.pincode'] = serviceAreaTexts.pincodeNotServed;
  }
  if (step === 2) {
    if (!f.areaSqft.trim()) e.areaSqft = v.areaRequired;
    else if (!(Number(f.areaSqft) > 0)) e.areaSqft = v.areaPositive;
    if (!f.scheduledDate) e.scheduledDate = v.dateRequired;
    else if (f.scheduledDate < today) e.scheduledDate = v.dateInPast;
    else if (rules.lastDate && rules.horizonDays && f.scheduledDate > rules.lastDate)
      e.scheduledDate = serviceAreaTexts.beyondHorizon(rules.horizonDays, rules.lastDate);
    if (!f.scheduledTime) e.scheduledTime = v.timeRequired;
  }
  return e;
}

/** SPEC §2: a service may be preselected by id, slug or name (lowercased, dashes as spaces). */
export function matchService<T extends { _id: string; slug: string; name: string }>(
  services: T[],
  wanted: string | null | undefined,
): T | undefined {
  if (!wanted) return undefined;
  const w = wanted.trim().toLowerCase();
  const asName = w.replace(/-/g, ' ');
  return services.find((s) => s._id === wanted || s.slug === w || s.name.toLowerCase() === asName);
}
