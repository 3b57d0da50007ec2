import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthForm, type FieldMessages, type FormRules } from './use-auth-form';

type Form = { email: string; code: string; remember: boolean };

const rules: FormRules<Form, Form> = async (values) => {
  const errors: FieldMessages<Form> = {};
  if (!values.email.includes('@')) errors.email = 'Email is invalid';
  if (values.code.length < 4) errors.code = 'Code is too short';
  return Object.keys(errors).length ? { errors } : { values };
};

function Sample({
  onValid,
  check = rules,
}: {
  onValid: (values: Form) => Promise<void>;
  check?: FormRules<Form, Form>;
}) {
  const form = useAuthForm<Form, Form>(check);
  const submit = form.handleSubmit(async (values) => {
    await onValid(values);
    form.setError('code', 'Wrong code');
  });
  return (
    <form onSubmit={submit} noValidate>
      <input aria-label="Email" {...form.register('email')} />
      <p>{form.errors.email ?? 'no email error'}</p>
      <input aria-label="Code" {...form.register('code')} />
      <p>{form.errors.code ?? 'no code error'}</p>
      <input aria-label="Remember" type="checkbox" {...form.register('remember')} />
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

afterEach(cleanup);

describe('useAuthForm (what react-hook-form did for login and signup)', () => {
  it('checks nothing while typing before the first submit', async () => {
    const check = vi.fn(rules);
    render(<Sample onValid={vi.fn()} check={check} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x' } });
    expect(check).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('shows every error on submit and focuses the first wrong field in the form order', async () => {
    render(<Sample onValid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Code is too short')).toBeTruthy();
    expect(screen.getByText('no email error')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('after a submit, checks each changed field again: its error leaves or comes, the others stay', async () => {
    render(<Sample onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    await waitFor(() => expect(screen.getByText('no email error')).toBeTruthy());
    expect(screen.getByText('Code is too short')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha' } });
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
  });

  it('hands on the values (a checkbox as a boolean), and keeps a server error until its field changes', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Sample onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByLabelText('Remember'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    expect(onValid).toHaveBeenCalledWith({ email: 'asha@example.in', code: '12345', remember: true });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    await waitFor(() => expect(screen.getByText('no email error')).toBeTruthy());
    expect(screen.getByText('Wrong code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '54321' } });
    await waitFor(() => expect(screen.getByText('no code error')).toBeTruthy());
  });
});
