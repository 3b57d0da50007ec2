import type { BookingStatus } from '../../../../shared/schemas/booking';
import { bookingReference } from '../../../../shared/booking-reference';

/**
 * What the cleaner app shows of a job. GET /api/cleaner/jobs was written against the dispatch contract
 * before its response schema landed: toCleanerJob is the one place that reads the server's fields.
 */
export interface CleanerJob {
  id: string;
  reference: string;
  status: BookingStatus;
  serviceName: string;
  packageName: string;
  /** India, YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  durationMinutes: number;
  /** How much: sq.ft, or a count of the unit (2 bathrooms); 0 when unknown. */
  quantity: number;
  measurementUnit: string;
  /** The other cleaners on a crew job. */
  coWorkers: string[];
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    pincode: string;
    /** The address's own point: the map link goes to it exactly. */
    point?: { lat: number; lng: number } | null;
  };
  customerName: string;
  customerPhone: string;
  /** The masking number can join the cleaner to the customer now ("Call customer"). */
  canCall: boolean;
  instructions: string;
  onMyWayAt: string | null;
  /** Rupees to collect at the door (pay after service, unpaid); 0 when nothing is due. */
  amountToCollect: number;
}

/** The fields the server may send (camel-cased booking DTO or the dispatch job DTO). */
export interface RawCleanerJob {
  id?: string;
  _id?: string;
  reference?: string;
  status: BookingStatus;
  serviceName?: string;
  service?: { name?: string } | string;
  packageName?: string;
  package?: { name?: string } | string;
  packageDetails?: { name?: string };
  scheduledDate?: string;
  scheduledTime?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  durationMinutes?: number | null;
  quantity?: number;
  measurementUnit?: string;
  coWorkers?: string[];
  address?: Partial<CleanerJob['address']> | null;
  customerName?: string;
  customerPhone?: string;
  phoneNumber?: string;
  canCall?: boolean;
  customer?: { name?: string; phone?: string } | null;
  instructions?: string | null;
  onMyWayAt?: string | null;
  amountToCollect?: number;
}

const IST_MS = 330 * 60_000;

/** An instant as India's date and time. */
export function toIndia(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + IST_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

const nameOf = (v: { name?: string } | string | undefined) => (typeof v === 'string' ? v : (v?.name ?? ''));

export function toCleanerJob(raw: RawCleanerJob): CleanerJob {
  const start = raw.startsAt ? toIndia(raw.startsAt) : null;
  const minutes =
    raw.durationMinutes ??
    (raw.startsAt && raw.endsAt
      ? Math.round((Date.parse(raw.endsAt) - Date.parse(raw.startsAt)) / 60_000)
      : 0);
  const id = raw.id ?? raw._id ?? '';
  return {
    id,
    reference: raw.reference ?? bookingReference(id),
    status: raw.status,
    serviceName: raw.serviceName ?? nameOf(raw.service),
    packageName: raw.packageName ?? raw.packageDetails?.name ?? nameOf(raw.package),
    date: raw.scheduledDate ?? start?.date ?? '',
    time: raw.scheduledTime ?? start?.time ?? '',
    durationMinutes: minutes,
    quantity: raw.quantity ?? 0,
    measurementUnit: raw.measurementUnit ?? '',
    coWorkers: raw.coWorkers ?? [],
    address: {
      line1: raw.address?.line1 ?? '',
      line2: raw.address?.line2 ?? '',
      city: raw.address?.city ?? '',
      state: raw.address?.state ?? '',
      pincode: raw.address?.pincode ?? '',
      point: raw.address?.point ?? null,
    },
    customerName: raw.customerName ?? raw.customer?.name ?? '',
    customerPhone: raw.customerPhone ?? raw.customer?.phone ?? raw.phoneNumber ?? '',
    canCall: raw.canCall ?? false,
    instructions: raw.instructions ?? '',
    onMyWayAt: raw.onMyWayAt ?? null,
    amountToCollect: raw.amountToCollect ?? 0,
  };
}
