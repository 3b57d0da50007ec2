import { Button } from '../../../components/ui/button';
import { PhoneIcon } from '../../../components/ui/line-icons';
import { showToast } from '../../../components/ui/toast';
import { describeInEnglish } from '../../../lib/api-client';
import { usePlaceCall } from '../api/place-call';

/**
 * "Call your cleaner" / "Call customer": asks the server to join the two through the masking number; the
 * toast says which phone will ring (the server's words, shown in the active language by the toaster), or
 * why not and the office's number.
 */
export function CallButton({ bookingId, label }: { bookingId: string; label: string }) {
  const call = usePlaceCall();
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-[44px]"
      disabled={call.isPending}
      onClick={() =>
        call.mutate(bookingId, {
          onSuccess: (message) => showToast('success', message),
          onError: (error) => {
            const { title, message } = describeInEnglish(error);
            showToast('error', title, message);
          },
        })
      }
    >
      <PhoneIcon className="h-4 w-4" /> {label}
    </Button>
  );
}
