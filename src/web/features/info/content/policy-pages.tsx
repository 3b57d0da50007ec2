import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { telHref, type Company, type InfoDoc } from './types';

const UPDATED = 'Last updated: January 2025';

function ContactLine({ c }: { c: Company }) {
  const email = c.supportEmail || c.email;
  return (
    <p>
      {c.companyName}, {c.address}.
      {email ? (
        <>
          {' '}
          Email: <a href={`mailto:${email}`}>{email}</a>.
        </>
      ) : null}
      {c.phone ? (
        <>
          {' '}
          Phone: <a href={telHref(c.phone)}>{c.phone}</a>.
        </>
      ) : null}
    </p>
  );
}

export function privacyDoc(c: Company): InfoDoc {
  return {
    eyebrow: 'Policies',
    title: 'Privacy Policy',
    intro: `How ${c.companyName} collects, uses and protects your personal data, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'What we collect',
        body: (
          <ul>
            <li>
              Account details: your name, email address, mobile number and password (stored only as a secure
              hash).
            </li>
            <li>
              Booking details: service addresses, area, preferred date and time, and any instructions you
              give.
            </li>
            <li>
              Payment references: order and payment IDs from our payment gateway. We never see or store card,
              UPI PIN or bank details.
            </li>
            <li>Messages you send us through the contact, quote and newsletter forms.</li>
          </ul>
        ),
      },
      {
        heading: 'How we use it',
        body: (
          <p>
            To create and manage your bookings, assign a cleaner, contact you about your visit, take payments
            and refunds, answer your messages and, if you subscribe, send our newsletter. We do not sell your
            data or use it for third-party advertising.
          </p>
        ),
      },
      {
        heading: 'Who we share it with',
        body: (
          <ul>
            <li>
              The cleaner assigned to your booking sees your name, phone number, address and instructions.
            </li>
            <li>Our payment gateway (Razorpay) processes online payments under its own privacy policy.</li>
            <li>Our email provider delivers booking emails. Authorities, only when the law requires it.</li>
          </ul>
        ),
      },
      {
        heading: 'Storage and security',
        body: (
          <p>
            Your data is stored on secured servers and kept only as long as your account is active or the law
            requires (for example, invoices for tax purposes). Your browser keeps a login token and your saved
            addresses so the site works smoothly; logging out removes the token.
          </p>
        ),
      },
      {
        heading: 'Your rights',
        body: (
          <p>
            You can see and correct your details on your <Link to={paths.profile}>profile</Link>, unsubscribe
            from the newsletter at any time, and ask us to delete your account and data by writing to us. We
            respond within 30 days.
          </p>
        ),
      },
      { heading: 'Grievance contact', body: <ContactLine c={c} /> },
    ],
  };
}

export function termsDoc(c: Company): InfoDoc {
  return {
    eyebrow: 'Policies',
    title: 'Terms & Conditions',
    intro: `These terms apply when you use this website or book a service with ${c.companyName}.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Bookings',
        body: (
          <p>
            Choose a service, package and an hourly slot between 8 AM and 6 PM (IST). Please give a correct
            address, area and phone number; we confirm the booking, assign a trained cleaner and contact you 1
            day before the visit.
          </p>
        ),
      },
      {
        heading: 'Prices and payment',
        body: (
          <p>
            Prices are in Indian rupees and include GST. Packages are priced by area, by item or per visit as
            shown on each service page. If the area or number of items on site differs from your booking, the
            team tells you the revised price before starting, and you may cancel without charge. Pay online by
            UPI or QR code, or after the service.
          </p>
        ),
      },
      {
        heading: 'Cancellation and rescheduling',
        body: (
          <p>
            You can cancel or reschedule up to 2 hours before your slot. Refunds follow our{' '}
            <Link to={paths.refunds}>Cancellation &amp; Refund policy</Link>.
          </p>
        ),
      },
      {
        heading: 'Your part',
        body: (
          <ul>
            <li>Give the team access to the premises and provide water and electricity.</li>
            <li>Keep valuables, cash and fragile items secured.</li>
            <li>Tell us about surfaces or items that need special care.</li>
          </ul>
        ),
      },
      {
        heading: 'Our part',
        body: (
          <p>
            We clean with care and trained staff. Report any damage or missed work within 24 hours and we will
            put it right. Our liability for a claim is limited to the amount paid for that booking, except
            where the law does not allow such a limit. For safety, our team does not do electrical work or
            work at unsafe heights.
          </p>
        ),
      },
      {
        heading: 'Law and disputes',
        body: (
          <p>
            These terms are governed by the laws of India. Courts at Indore, Madhya Pradesh have jurisdiction.
          </p>
        ),
      },
      { heading: 'Contact', body: <ContactLine c={c} /> },
    ],
  };
}

export function refundsDoc(c: Company): InfoDoc {
  return {
    eyebrow: 'Policies',
    title: 'Cancellation & Refund Policy',
    intro: 'When you can cancel or reschedule a booking, and how and when your money comes back.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Cancelling a booking',
        body: (
          <p>
            You can cancel a pending or assigned booking yourself from{' '}
            <Link to={paths.myBookings}>My Bookings</Link> or your profile up to 2 hours before the scheduled
            slot. Within 2 hours of the slot, please call us. A recurring booking can be cancelled one visit
            at a time, or as a whole series.
          </p>
        ),
      },
      {
        heading: 'Rescheduling',
        body: (
          <p>Move a booking to any free slot, free of charge, up to 2 hours before the scheduled slot.</p>
        ),
      },
      {
        heading: 'Refunds for online payments',
        body: (
          <p>
            If you paid online and cancel in time, or if we cancel, we refund the full amount to the original
            payment method (the same UPI account, card or bank). Refunds are started at once and reach you in
            5-7 business days, depending on your bank. If a payment failed but money was deducted, it is
            refunded the same way.
          </p>
        ),
      },
      {
        heading: 'Pay after service',
        body: <p>Nothing is charged before the service, so there is nothing to refund when you cancel.</p>,
      },
      {
        heading: 'Not happy with the cleaning?',
        body: (
          <p>
            Tell us within 24 hours. We send the team back to re-clean what was missed at no cost; if we
            cannot put it right, we refund the amount for the part that was not done.
          </p>
        ),
      },
      { heading: 'Contact', body: <ContactLine c={c} /> },
    ],
  };
}
