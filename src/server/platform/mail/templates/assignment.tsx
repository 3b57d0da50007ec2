import type { Brand } from '../brand';
import type { BookingFacts } from './booking';
import { Facts, Layout, Para } from './layout';
import { renderEmail } from './render';
import { wordsFor } from './words';
import { crewFirstNames } from '../../../../shared/domain/masked-calls';

/** A cleaner as a customer's mail names them: never their number. */
export interface CleanerFacts {
  name: string;
}

/** The whole crew, lead first: one named in full, several by first names ('Ravi and Arjun'). */
export interface CrewFacts {
  names: string[];
}

const hello = (w: ReturnType<typeof wordsFor>, name: string) =>
  name ? w.t('common.hello', { name }) : w.t('common.helloNoName');

/** To the customer: who is coming, and the office's number to call (never the crew's own). */
export function renderCleanerAssignedToCustomer(brand: Brand, b: BookingFacts, crew: CrewFacts) {
  const w = wordsFor(brand);
  const { t } = w;
  const cleaner = { name: crew.names.length === 1 ? crew.names[0] : crewFirstNames(crew.names, w.language) };
  const visit = w.visit(b.date, b.time);
  return renderEmail(
    t('cleanerAssigned.subject', { cleaner: cleaner.name, date: w.date(b.date) }),
    <Layout
      brand={brand}
      preview={t('cleanerAssigned.preview', { cleaner: cleaner.name })}
      heading={t('cleanerAssigned.heading')}
    >
      <Para>{hello(w, b.customerName)}</Para>
      <Para>
        {t('cleanerAssigned.body', {
          cleaner: cleaner.name,
          phone: brand.phone,
          service: w.data(b.serviceName),
          visit,
        })}
      </Para>
      <Facts
        rows={[
          [t('facts.cleaner'), cleaner.name],
          [t('facts.when'), visit],
        ]}
      />
    </Layout>,
  );
}

/**
 * To the cleaner: when, where, what the customer asked. Deliberately no start code: the customer gives
 * it at the door, so a job cannot be started from anywhere else.
 */
export function renderNewJobForCleaner(
  brand: Brand,
  job: Omit<BookingFacts, 'totalPaise'> & { customerPhone: string; endTime?: string },
  cleaner: { name: string },
) {
  const w = wordsFor(brand);
  const { t } = w;
  const visit = w.visit(job.date, job.time);
  const serviceName = w.data(job.serviceName);
  const service = job.packageName
    ? t('common.serviceWithPackage', { service: serviceName, package: w.data(job.packageName) })
    : serviceName;
  return renderEmail(
    t('newJob.subject', { service: serviceName, date: w.date(job.date) }),
    <Layout brand={brand} preview={`${serviceName}, ${visit}`} heading={t('newJob.heading')}>
      <Para>{t('common.hello', { name: cleaner.name })}</Para>
      <Para>{t('newJob.body', { service, visit })}</Para>
      <Facts
        rows={[
          [t('facts.when'), job.endTime ? t('newJob.until', { visit, end: job.endTime }) : visit],
          [t('facts.address'), w.address(job.address)],
          [t('facts.customer'), job.customerName || t('newJob.customer')],
          [t('facts.customerPhone'), job.customerPhone],
          [t('facts.instructions'), job.instructions || t('facts.none')],
        ]}
      />
      <Para>{t('newJob.startCode')}</Para>
    </Layout>,
  );
}

/** To the customer when the cleaner sets off. */
export function renderOnMyWay(brand: Brand, b: BookingFacts, cleaner: CleanerFacts) {
  const w = wordsFor(brand);
  const { t } = w;
  return renderEmail(
    t('onMyWay.subject', { cleaner: cleaner.name }),
    <Layout
      brand={brand}
      preview={t('onMyWay.subject', { cleaner: cleaner.name })}
      heading={t('onMyWay.heading')}
    >
      <Para>{hello(w, b.customerName)}</Para>
      <Para>
        {t('onMyWay.body', {
          cleaner: cleaner.name,
          address: w.address(b.address),
          service: w.data(b.serviceName),
          visit: w.visit(b.date, b.time),
          phone: brand.phone,
        })}
      </Para>
      <Para>{t('onMyWay.startCode')}</Para>
    </Layout>,
  );
}
