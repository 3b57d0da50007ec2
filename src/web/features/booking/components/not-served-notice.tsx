import { Link } from 'react-router-dom';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import { quoteRequestPath } from '../../../lib/paths';
import { useTranslation } from '../../../i18n/react';
import { BOOKING_NS } from '../../../i18n/namespaces/booking';

/** Beside a pincode we don't serve: what to do instead (docs/product-rules.md#crews-and-time). */
export function NotServedNotice() {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('notServed.hint')}</p>
      <Link to={quoteRequestPath} className="mt-1 inline-block font-semibold text-brand-700 underline">
        {t('notServed.requestQuote')}
      </Link>
    </div>
  );
}

/** The pincode's error to show now: a validation error, or as soon as six digits name a PIN we don't serve. */
export function pincodeError(
  pincode: string,
  error: string | undefined,
  isServed?: (pincode: string) => boolean,
): string | undefined {
  // A 'not served' error from the last Next is re-checked as the customer types: it goes once the PIN is ours.
  if (error && (error !== serviceAreaTexts.pincodeNotServed || !isServed)) return error;
  if (isServed && /^\d{6}$/.test(pincode.trim()) && !isServed(pincode))
    return serviceAreaTexts.pincodeNotServed;
  return undefined;
}
