import type { UserDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

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
  const { t } = useTranslation(PROFILE_NS);
  const { user, counts } = props;
  return (
    <section
      className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white shadow-sm"
      aria-label={t('header.label')}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <div
            aria-hidden
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white text-xl font-bold text-brand-800"
          >
            {initials(user.name || t('header.userFallback'))}
          </div>
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold" translate="no">
              {user.name || t('header.userFallback')}
            </h1>
            <p className="truncate text-brand-50">{user.email || t('header.noEmail')}</p>
            <p className="text-brand-50">{user.phone || t('header.addPhone')}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={props.onEdit}>
            {t('header.edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={props.onLogout}>
            {t('header.logout')}
          </Button>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
        {(
          [
            [t('header.upcoming'), counts.upcoming],
            [t('header.completed'), counts.completed],
            [t('header.total'), counts.total],
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
