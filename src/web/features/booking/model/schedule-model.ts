import { EMAIL_PATTERN, PINCODE_PATTERN } from '../../../../shared/patterns';
import { mobileError } from '../../../../shared/schemas/mobile';
import type { Frequency } from '../../../../shared/schemas/booking';
import { validation as v } from '../../../../shared/texts';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import type { BookingRules } from './booking-rules';

export type TimeOfDay = 'Morning' | 'Afternoon' | 'Evening';
export const TIME_OF_DAY: Record<TimeOfDay, string[]> = {
  Morning: ['08:00', '09:00', '10:00', '11:00'],
  Afternoon: ['12:00', '13:00', '14:00', '15:00'],
  Evening: ['16:00', '17:00', '18:00'],
};

/** What the schedule page hands to the review page (and gets back from its Edit link). */
export interface ScheduleState {
  serviceId: string;
  packageId: string;
  area: string;
  date: string;
  timeOfDay: TimeOfDay;
  time: string;
  frequency: Frequency;
  fullName: string;
  phone: string;
  email: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  notes: string;
}

export function validateSchedule(
  s: ScheduleState,
  today: string,
  rules: BookingRules = {},
): Record<string, string> {
  const e: Record<string, string> = {};
  if (!s.serviceId) e.serviceId = v.selectService;
  if (!s.packageId) e.packageId = v.selectPackage;
  if (!s.area.trim()) e.area = v.areaRequired;
  else if (!(Number(s.area) > 0)) e.area = v.areaPositive;
  if (!s.date) e.date = v.dateRequired;
  else if (s.date < today) e.date = v.dateInPast;
  else if (rules.lastDate && rules.horizonDays && s.date > rules.lastDate)
    e.date = serviceAreaTexts.beyondHorizon(rules.horizonDays, rules.lastDate);
  if (!s.time) e.time = v.timeRequired;
  if (!s.fullName.trim()) e.fullName = v.nameRequired;
  const phoneError = s.phone.trim() ? mobileError(s.phone) : v.phoneRequired;
  if (phoneError) e.phone = phoneError;
  if (!EMAIL_PATTERN.test(s.email.trim())) e.email = s.email.trim() ? v.emailInvalidLong : v.emailRequired;
  if (!s.address.line1.trim()) e['address.line1'] = v.addressLine1Required;
  if (!s.address.city.trim()) e['address.city'] = v.cityRequired;
  if (!s.address.state.trim()) e['address.state'] = v.stateRequired;
  if (!PINCODE_PATTERN.test(s.address.pincode.trim()))
    e['address.pincode'] = s.address.pincode.trim() ? v.pincodeSixDigits : v.pincodeRequired;
  else if (rules.isServed && !rules.isServed(s.address.pincode))
    e['address.pincode'] = serviceAreaTexts.pincodeNotServed;
  return e;
}
