import { TextField } from '../../../components/ui/field';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface HoursDraft {
  days: number[];
  start: string;
  end: string;
}

export const DEFAULT_HOURS: HoursDraft = { days: [0, 1, 2, 3, 4, 5, 6], start: '08:00', end: '20:00' };

/** What is wrong with a draft, or undefined. */
export const hoursError = (h: HoursDraft) =>
  h.start >= h.end
    ? 'Working hours must end after they start'
    : !h.days.length
      ? 'Choose at least one working day'
      : undefined;

/** A cleaner's working days and hours: the same fields when adding a cleaner and when changing them. */
export function WorkingHoursFields({
  value,
  onChange,
}: {
  value: HoursDraft;
  onChange: (next: HoursDraft) => void;
}) {
  const error = hoursError(value);
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Working days</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((d, i) => (
            <label
              key={d}
              className="flex min-h-[44px] items-center gap-1.5 rounded-lg border border-slate-200 px-2 text-sm"
            >
              <input
                type="checkbox"
                checked={value.days.includes(i)}
                onChange={(e) =>
                  onChange({
                    ...value,
                    days: e.target.checked ? [...value.days, i] : value.days.filter((y) => y !== i),
                  })
                }
              />
              {d}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="From"
          type="time"
          value={value.start}
          onChange={(e) => onChange({ ...value, start: e.target.value })}
        />
        <TextField
          label="To"
          type="time"
          value={value.end}
          error={error}
          onChange={(e) => onChange({ ...value, end: e.target.value })}
        />
      </div>
    </>
  );
}
