import { Link } from 'react-router-dom';
import { paths, serviceRoutes } from '../../../lib/paths';
import { telHref, type Company, type InfoDoc } from './types';

export const SUPPORT_HOURS = 'Every day, 8:00 AM to 8:00 PM (IST)';

export function aboutDoc(c: Company): InfoDoc {
  return {
    eyebrow: 'Company',
    title: 'About Us',
    intro: `${c.companyName} is an Indore-based cleaning company for homes, offices and shops across the city.`,
    sections: [
      {
        heading: 'Who we are',
        body: (
          <p>
            We started with a simple idea: cleaning should be dependable, safe and fairly priced. Today our
            trained teams clean homes, offices, shops, kitchens, sofas, bathrooms and water tanks across
            Indore, Madhya Pradesh.
          </p>
        ),
      },
      {
        heading: 'What we do',
        body: (
          <ul>
            {serviceRoutes.map((s) => (
              <li key={s.serviceId}>
                <Link to={s.path}>{s.name}</Link>
              </li>
            ))}
          </ul>
        ),
      },
      {
        heading: 'How we work',
        body: (
          <ul>
            <li>Every professional is ID-verified, background-checked and trained before the first visit.</li>
            <li>Our teams bring their own equipment and skin-safe, eco-friendly supplies.</li>
            <li>You see a fixed price in rupees, GST included, before you book.</li>
            <li>Hourly slots from 8 AM to 6 PM, seven days a week.</li>
            <li>Pay online by UPI or QR code, or pay after the service.</li>
          </ul>
        ),
      },
      {
        heading: 'Visit or call us',
        body: (
          <p>
            {c.address}
            {c.phone ? (
              <>
                <br />
                Phone: <a href={telHref(c.phone)}>{c.phone}</a>
              </>
            ) : null}
            {c.email ? (
              <>
                <br />
                Email: <a href={`mailto:${c.email}`}>{c.email}</a>
              </>
            ) : null}
          </p>
        ),
      },
    ],
  };
}

export function teamDoc(c: Company): InfoDoc {
  return {
    eyebrow: 'Company',
    title: 'Our Team',
    intro: `The people behind every spotless home and office ${c.companyName} cleans.`,
    sections: [
      {
        heading: 'Cleaning professionals',
        body: (
          <p>
            Every cleaner is ID-verified and background-checked before joining, then trained by our senior
            staff on homes, offices, kitchens, upholstery and water tanks. They work in uniform, carry a
            company ID card and follow a written checklist on every visit.
          </p>
        ),
      },
      {
        heading: 'Supervisors and quality checks',
        body: (
          <p>
            Each team reports to a supervisor who plans the work, checks it against the checklist and takes
            your feedback. If something was missed, the supervisor sends the team back.
          </p>
        ),
      },
      {
        heading: 'Customer support',
        body: (
          <p>
            Our support team confirms bookings, assigns cleaners and is the one number to call when anything
            is not right. Reach them through the <Link to={paths.support}>Support</Link> page.
          </p>
        ),
      },
      {
        heading: 'Work with us',
        body: (
          <p>
            We are always looking for hard-working people in Indore: fair wages, paid training and a weekly
            off.
            {c.email ? (
              <>
                {' '}
                Write to <a href={`mailto:${c.email}`}>{c.email}</a> with your name and phone number.
              </>
            ) : null}
          </p>
        ),
      },
    ],
  };
}

export function supportDoc(c: Company): InfoDoc {
  const email = c.supportEmail || c.email;
  return {
    eyebrow: 'Help',
    title: 'Support',
    intro: 'Questions about a booking, a payment or a service? We are here to help.',
    sections: [
      {
        heading: 'Contact support',
        body: (
          <ul>
            {c.phone ? (
              <li>
                Phone: <a href={telHref(c.phone)}>{c.phone}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                Email: <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            <li>Hours: {SUPPORT_HOURS}</li>
            <li>
              Or write to us with the <Link to={`${paths.home}#contact`}>contact form</Link>; we reply within
              one working day.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Manage a booking',
        body: (
          <p>
            Log in and open <Link to={paths.myBookings}>My Bookings</Link> to see the status of a booking and
            the cleaner assigned to it. You can cancel or reschedule up to 2 hours before your slot; our team
            contacts you 1 day before the service.
          </p>
        ),
      },
      {
        heading: 'Payments and refunds',
        body: (
          <p>
            Pay online by UPI or QR code, or pay after the service. If a payment failed but money was
            deducted, it is refunded within 5-7 business days; write to us with the payment ID. See the{' '}
            <Link to={paths.refunds}>Cancellation &amp; Refund policy</Link>.
          </p>
        ),
      },
      {
        heading: 'Before your cleaner arrives',
        body: (
          <ul>
            <li>Keep water and electricity available for the team.</li>
            <li>Put away cash, jewellery and other valuables.</li>
            <li>Tell us about pets or any surface that needs special care in the booking instructions.</li>
          </ul>
        ),
      },
    ],
  };
}
