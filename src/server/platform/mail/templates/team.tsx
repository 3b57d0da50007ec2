import type { Brand } from '../brand';
import { Facts, Layout, Para } from './layout';
import { renderEmail } from './render';

/** To the team: a message from the contact form. */
export function renderContactMessage(brand: Brand, data: { name: string; email: string; message: string }) {
  return renderEmail(
    `Contact form: ${data.name}`,
    <Layout brand={brand} preview={`Message from ${data.name}`} heading="New contact message">
      <Para>{`${data.name} <${data.email}> wrote:`}</Para>
      <Para>{data.message}</Para>
    </Layout>,
  );
}

/** To the team: someone wants a quote. */
export function renderQuoteRequest(
  brand: Brand,
  data: { service: string; area?: string | number; name?: string; phone: string; message?: string },
) {
  return renderEmail(
    `Quote request: ${data.service}`,
    <Layout brand={brand} preview={`Quote request for ${data.service}`} heading="New quote request">
      <Facts
        rows={[
          ['Service', data.service],
          ['Area', data.area ? String(data.area) : '-'],
          ['Name', data.name || '-'],
          ['Phone', data.phone],
        ]}
      />
      {!!data.message && <Para>{data.message}</Para>}
    </Layout>,
  );
}
