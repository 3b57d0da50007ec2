import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioCards } from './radio-cards';

afterEach(cleanup);

function Harness({ initial = null }: { initial?: 'cash' | 'upi' | null }) {
  const [value, setValue] = useState<'cash' | 'upi' | null>(initial);
  return (
    <RadioCards
      legend="Received as"
      name="method"
      options={[
        { value: 'cash', label: 'Cash' },
        { value: 'upi', label: 'UPI to the company' },
      ]}
      value={value}
      onChange={setValue}
    >
      <p>Chosen: {value ?? 'nothing'}</p>
    </RadioCards>
  );
}

describe('RadioCards', () => {
  it('is one named group under its legend; a tap on a card chooses it', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Received as' });
    expect(group.contains(screen.getByText('Chosen: nothing'))).toBe(true);
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByText('UPI to the company'));
    expect((screen.getByRole('radio', { name: 'UPI to the company' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(false);
    screen.getByText('Chosen: upi');
  });

  it('shows the chosen value checked', () => {
    render(<Harness initial="cash" />);
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(true);
  });
});
