import type { ServiceDto } from '../../../shared/api';
import { formatDay } from '../../../shared/domain/date-format';
import { addressLine, placeName, type AddressParts } from '../../../shared/domain/place-names';
import { formatClock } from '../time-format';
import { defineNamespace, i18n } from '../i18n';
import en from '../locales/en/booking';
import { serverText } from '../server-text';

/** The booking flow's texts; English ships with the chunk, other languages load when active. */
export const BOOKING_NS = defineNamespace('booking', en);

const t = (key: string, values?: Record<string, string>) => i18n.t(key, { ns: BOOKING_NS, ...values });

/** A booking's date ('2026-11-24'): 'Tue, 24 Nov 2026', 'मंगल, 24 नवंबर 2026' in Hindi (the one format). */
export const dateText = (date: string) => formatDay(date, i18n.language);

/** A slot ('14:00'), 12-hour as the spec shows it: '2:00 PM', 'दोपहर 2:00' (formatClock, one clock everywhere). */
export const timeText = (time: string): string => formatClock(time, i18n.language);

/** A city or state in the active language ('इंदौर' for Indore in Hindi; the data keeps English). */
export const placeText = (name: string) => placeName(name, i18n.language);

/** An address as one line: 'line 1, line 2, city, state - pincode', its city and state in the active language. */
export const addressText = (a: AddressParts) => addressLine(a, i18n.language);

/** A booking status's name ('pending'), in the active language; one we do not know as it is. */
export const statusName = (status: string) =>
  status in en.status.names ? t(`status.names.${status}`) : status;

/** The status as the confirmation page writes it: 'Pending', or 'Confirmed' when there is none. */
export function statusText(status: string | undefined): string {
  if (!status) return t('confirmed.statusFallback');
  const name = statusName(status);
  return name[0].toUpperCase() + name.slice(1);
}

/** A measurement unit from the data ('sq.ft', 'tank'), in the active language. */
export const unitText = (unit: string) => serverText(unit);

type Measurement = ServiceDto['measurementField'];
const measurementKey = (label: string) =>
  (Object.keys(en.measurement) as (keyof typeof en.measurement)[]).find(
    (k) => en.measurement[k].label === label,
  );

/** The catalogue's measurement field (label, placeholder, unit) in the active language. */
export function measurementText(field: Measurement | undefined): Measurement {
  const m = field ?? { ...en.measurement.area, unit: 'sq.ft' };
  const key = measurementKey(m.label);
  return {
    label: key ? t(`measurement.${key}.label`) : serverText(m.label),
    placeholder: key ? t(`measurement.${key}.placeholder`) : serverText(m.placeholder),
    unit: serverText(m.unit),
  };
}
