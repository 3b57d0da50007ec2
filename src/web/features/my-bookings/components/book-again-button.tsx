import { useNavigate } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { paths } from '../../../lib/paths';
import { local, localKeys, session, sessionKeys } from '../../../lib/storage';

/**
 * "Book again": the booking form with this visit's service, package, size, address, contact number and
 * instructions filled in, opened on the schedule step (the customer picks a date, and confirms). After a
 * completed visit it is "Book Sunita again": its lead cleaner comes preselected as preferred.
 */
export function BookAgainButton({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const navigate = useNavigate();
  const slug = booking.serviceId?.slug;
  if (!slug) return null;
  const cleaner = booking.status === 'completed' ? booking.cleanerId : null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        local.setJson(localKeys.bookAgain, {
          serviceId: booking.serviceId._id,
          packageId: booking.packageId ?? '',
          areaSqft: String(booking.areaSqft),
          phoneNumber: booking.phoneNumber,
          address: booking.address,
          instructions: booking.instructions ?? '',
          ...(cleaner && {
            preferredCleaner: { id: cleaner._id, name: firstName(cleaner.name), wanted: true },
          }),
        });
        // A draft kept from an earlier visit to the form would win over this one.
        session.remove(sessionKeys.bookingFormState);
        const q = new URLSearchParams({ service: slug, step: 'schedule' });
        if (booking.packageId) q.set('package', booking.packageId);
        navigate(`${paths.booking}?${q}`);
      }}
    >
      {cleaner ? t('card.bookCleanerAgain', { name: firstName(cleaner.name) }) : t('card.bookAgain')}
    </Button>
  );
}

/** "Sunita Sharma" → "Sunita": the button names the cleaner as a customer would. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
