import { useTranslation } from '../../../i18n/react';
import { attendanceConsent } from '../model/position';
import { CLEANER_NS } from '../i18n';

/** Consent to send the phone's position with a start or completion (proof of attendance); remembered. */
export function AttendanceConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation(CLEANER_NS);
  return (
    <label className="mt-3 flex min-h-[44px] items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-600"
        checked={checked}
        onChange={(e) => {
          attendanceConsent.write(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      {t('location.attendance')}
    </label>
  );
}
