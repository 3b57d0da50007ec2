import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/test-support';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
  const fill = async (name: string, email: string, message: string) => {
    if (name) await user.type(screen.getByLabelText('Name'), name);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (message) await user.type(screen.getByLabelText('Message'), message);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, fill, send };
}

describe('ContactForm', () => {
  it('has Name, Email and a 5-row Message', () => {
    renderForm();
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('5');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('checks the fields before sending', async () => {
    const { calls } = mockApi();
    const { fill, send } = renderForm();
    await fill('', 'not-an-email', '');
    await send();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/contact')).toHaveLength(0);
  });

  it('posts the message, shows the server’s thanks and clears the form', async () => {
    const { calls } = mockApi({
      'POST /api/contact': () => ({
        body: { status: 'success', message: 'Thanks, Asha! We will reply soon.' },
      }),
    });
    const { fill, send } = renderForm();
    await fill('Asha Rao', 'Asha@Example.in', 'Do you clean on Sundays?');
    await send();
    expect((await screen.findByRole('status')).textContent).toBe('Thanks, Asha! We will reply soon.');
    expect(calls.find((c) => c.url === '/api/contact')?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      message: 'Do you clean on Sundays?',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('puts a 400’s field messages under their fields', async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_ERROR',
          message: 'Please check the highlighted fields',
          details: [{ field: 'message', message: 'Message must be at least 10 characters' }],
        },
      }),
    });
    const { fill, send } = renderForm();
    await fill('Asha', 'asha@example.in', 'Hi');
    await send();
    expect(await screen.findByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Invalid Information')).toBeTruthy();
  });

  it.each([
    {
      name: 'a 429',
      reply: { status: 429, body: { status: 'error', code: 'RATE_LIMITED', message: 'Too many' } },
      title: 'Too Many Requests',
      text: "You've made too many requests. Please wait a few minutes and try again.",
    },
    {
      name: 'a 500 without a message',
      reply: { status: 500, body: {} },
      title: 'Server Unavailable',
      text: "We're experiencing technical difficulties. Please try again in a few minutes.",
    },
    {
      name: 'a network failure',
      reply: new TypeError('Failed to fetch'),
      title: 'Connection Problem',
      text: 'Unable to connect to our servers. Please check your internet connection and try again.',
    },
  ])('describes $name with the generic mapping', async ({ reply, title, text }) => {
    mockApi({ 'POST /api/contact': () => reply });
    const { fill, send } = renderForm();
    await fill('Asha', 'asha@example.in', 'Hello there');
    await send();
    const alert = await screen.findByText(title);
    expect(alert.parentElement?.textContent).toBe(title + text);
  });
});
