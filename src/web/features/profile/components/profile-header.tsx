import type { UserDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length ? parts.slice(0, 2).map((p) => p[0]) : ['U']).join('').toUpperCase();
}

export function ProfileHeader(props: {
  user: UserDto;
  counts: { upcoming: number; completed: number; total: number };
  onEdit: () => void;
  onLogout: () => void;
}) {
  const { user, counts } = props;
  return (
    <section
      className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white shadow-sm"
      aria-label="Your account"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <div
            aria-hidden
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white text-xl font-bold text-brand-800"
          >
            {initials(user.name || 'User')}
          </div>
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold">{user.name || 'User'}</h1>
            <p className="truncate text-brand-50">{user.email || 'No email added'}</p>
            <p className="text-brand-50">{user.phone || 'Add phone number'}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={props.onEdit}>
            Edit Profile
          </Button>
          <Button variant="outline" size="sm" onClick={props.onLogout}>
            Logout
          </Button>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['Upcoming', counts.upcoming],
            ['Completed', counts.completed],
            ['Total', counts.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white/15 px-2 py-3">
            <dt className="text-xs uppercase tracking-wide text-brand-50">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
