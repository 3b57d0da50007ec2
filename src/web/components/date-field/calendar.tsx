import { DayPicker } from 'react-day-picker';
import { enIN, hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

/** 'YYYY-MM-DD' <-> the picker's local Date (a calendar day, no zone involved). */
export const fromIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const toIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The month grid of a date field, loaded only when a date field opens (react-day-picker and date-fns'
 * locales stay out of pages without one). Arrow keys move by day and week, Page Up/Down by month, Enter
 * picks: react-day-picker's own keyboard grid.
 */
export default function Calendar({
  value,
  min,
  max,
  language,
  onPick,
}: {
  value: string;
  min?: string;
  max?: string;
  language: string;
  onPick: (iso: string) => void;
}) {
  const selected = value ? fromIso(value) : undefined;
  const disabled = [...(min ? [{ before: fromIso(min) }] : []), ...(max ? [{ after: fromIso(max) }] : [])];
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={language === 'hi' ? hi : enIN}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? (min ? fromIso(min) : undefined)}
      startMonth={min ? fromIso(min) : undefined}
      endMonth={max ? fromIso(max) : undefined}
      disabled={disabled}
      onSelect={(d) => d && onPick(toIso(d))}
    />
  );
}
