import type { Brand } from '../brand';
import type { BookingFacts } from './booking';
import { formatIndianDate, formatVisit } from './format';
import { Facts, Layout, Para } from './layout';
import { renderEmail } from './render';

export interface CleanerFacts {
  name: string;
  phone: string;
}

/** To the customer: who is coming and how to reach them. */
export function renderCleanerAssignedToCustomer(brand: Brand, b: BookingFacts, cleaner: CleanerFacts) {
  return renderEmail(
    `${cleaner.name} will clean on ${formatIndianDate(b.date)}`,
    <Layout brand={brand} preview={`${cleaner.name} is your cleaner`} heading="Your cleaner is assigned">
      <Para>{`Hi ${b.customerName || 'there'},`}</Para>
      <Para>{`${cleaner.name} (${cleaner.phone}) has been assigned to your ${b.serviceName} booking on ${formatVisit(b.date, b.time)} and will contact you soon.`}</Para>
      <Facts
        rows={[
          ['Cleaner', cleaner.name],
          ['Phone', cleaner.phone],
          ['When', formatVisit(b.date, b.time)],
        ]}
      />
    </Layout>,
  );
}

/**
 * To the cleaner: when, where, what the customer asked. Deliberately no start code: the customer gives
 * it at the door, so a job cannot be started from anywhere else (PRODUCT.md §3).
 */
export function renderNewJobForCleaner(
  brand: Brand,
  job: Omit<BookingFacts, 'totalPaise'> & { customerPhone: string; endTime?: string },
  cleaner: { name: string },
) {
  return renderEmail(
    `New job: ${job.serviceName} on ${formatIndianDate(job.date)}`,
    <Layout
      brand={brand}
      preview={`${job.serviceName}, ${formatVisit(job.date, job.time)}`}
      heading="You have a new job"
    >
      <Para>{`Hi ${cleaner.name},`}</Para>
      <Para>{`You have a new job: ${job.packageName ? `${job.serviceName} (${job.packageName})` : job.serviceName} on ${formatVisit(job.date, job.time)}.`}</Para>
      <Facts
        rows={[
          [
            'When',
            job.endTime
              ? `${formatVisit(job.date, job.time)} until ${job.endTime}`
              : formatVisit(job.date, job.time),
          ],
          ['Address', job.address],
          ['Customer', job.customerName || 'Customer'],
          ['Customer phone', job.customerPhone],
          ['Instructions', job.instructions || 'None'],
        ]}
      />
      <Para>Ask the customer for the start code at the door to start the job.</Para>
    </Layout>,
  );
}

/** To the customer when the cleaner sets off. */
export function renderOnMyWay(brand: Brand, b: BookingFacts, cleaner: CleanerFacts) {
  return renderEmail(
    `${cleaner.name} is on the way`,
    <Layout brand={brand} preview={`${cleaner.name} is on the way`} heading="Your cleaner is on the way">
      <Para>{`Hi ${b.customerName || 'there'},`}</Para>
      <Para>{`${cleaner.name} is on the way to ${b.address} for your ${b.serviceName} visit (${formatVisit(b.date, b.time)}). You can reach them on ${cleaner.phone}.`}</Para>
      <Para>Keep your start code ready: the cleaner needs it to start the job.</Para>
    </Layout>,
  );
}
