import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { DateField } from './date-field';

afterEach(async () => {
  cleanup();
  await act(() => activateLanguage('en'));
});

function Filter({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="From" clearable value={value} onChange={setValue} />;
}

describe('DateField', () => {
  it('shows the day in words, picks from the calendar, and clears an optional date', async () => {
    render(<Filter initial="2026-11-28" />);
    expect(screen.getByLabelText('From').textContent).toBe('Sat, 28 Nov 2026');
    fireEvent.click(screen.getByLabelText('From'));
    const calendar = await screen.findByRole('dialog', { name: 'From' });
    const day = await waitFor(
      () => {
        const button = calendar.querySelector('[data-day="2026-11-30"] button');
        if (!button) throw new Error('the month is not shown yet');
        return button;
      },
      { timeout: 10_000 },
    );
    fireEvent.click(day);
    expect(screen.getByLabelText('From').textContent).toBe('Mon, 30 Nov 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear From' }));
    expect(screen.getByLabelText('From').textContent).toBe('Choose a date');
    expect(screen.queryByRole('button', { name: 'Clear From' })).toBeNull();
  });

  it('reads in Hindi with the month name', async () => {
    await act(() => activateLanguage('hi'));
    render(<Filter initial="2026-11-28" />);
    expect(screen.getByLabelText('From').textContent).toBe('शनि, 28 नवंबर 2026');
    expect(screen.getByRole('button', { name: 'From हटाएँ' })).toBeTruthy();
  });
});

describe('the web app', () => {
  it('has no browser date input left: every date is a DateField (mm/dd/yyyy in an English browser otherwise)', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          if (/type=["']date["']|type:\s*["']date["']/.test(readFileSync(file, 'utf8')))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
