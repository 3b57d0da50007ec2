import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddressDto } from '../../../../shared/api';
import type { BookingDto } from '../../../../shared/api-bookings';
import { success } from '../../../../shared/texts';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showToast } from '../../../components/ui/toast';
import { useLogout } from '../../../components/session/use-logout';
import { useAuth, updateSessionUser } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { local, localKeys } from '../../../lib/storage';
import { useSettings } from '../../settings/api/get-settings';
import { VerifyMobileBanner } from '../../phone-verification';
import { addAddress, deleteAddress, setAddressLocation, updateAddress, useProfile } from '../api/profile-api';
import { describeApiError } from '../../../i18n/api-error';
import type { AddressPoint } from '../../../components/address-location/address-location-field';
import { useCancelBooking } from '../../my-bookings/api/cancel-booking';
import { CancelBookingDialog } from '../../my-bookings';
import { useMyBookings } from '../../my-bookings/api/get-my-bookings';
import { AddAddressDialog } from '../components/add-address-dialog';
import { AddressesTab } from '../components/addresses-tab';
import { BookingsTab } from '../components/bookings-tab';
import { orderedBookings } from '../model/ordered-bookings';
import { OverviewTab } from '../components/overview-tab';
import { ProfileHeader } from '../components/profile-header';
import { SettingsTab } from '../components/settings-tab';
import { useSavedAddresses } from '../hooks/use-saved-addresses';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { profileKeys } from '../api/profile-keys';

export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const auth = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const [tab, setTab] = useState('overview');
  const [editing, setEditing] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);

  const profile = useProfile();
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const addresses = useSavedAddresses();

  useEffect(() => {
    if (profile.data) updateSessionUser(profile.data);
  }, [profile.data]);
  useEffect(() => {
    if (profile.isError) showToast('error', 'Failed to load profile data');
  }, [profile.isError]);

  const now = new Date();
  const list = useMemo(() => bookings.data ?? [], [bookings.data]);
  const { upcoming, past, recent } = orderedBookings(list, now);
  // The session's copy is the freshest: edits update it, and the loaded profile is copied into it.
  const user = auth?.user ?? profile.data;
  if (!user) return null;

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling._id, reason: 'Cancelled by user' },
      {
        onSuccess: () => showToast('success', success.bookingCancelled),
        onError: () => showToast('error', 'Failed to cancel booking'),
        onSettled: () => setCancelling(null),
      },
    );
  }

  function selectAddress(a: AddressDto) {
    local.setJson(localKeys.selectedAddress, {
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      latitude: a.latitude,
      longitude: a.longitude,
    });
    showToast('success', 'Address selected', 'Choose a service to book at this address.');
    window.setTimeout(() => navigate(paths.services), 1000);
  }

  /** The phone's point saved with an address (or removed); the server's reason when it refuses. */
  async function locateAddress(a: AddressDto, point: AddressPoint | null) {
    try {
      await setAddressLocation(a._id, point);
      showToast('success', point ? success.locationSaved : success.locationRemoved);
      await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    }
  }

  async function changeAddress(a: AddressDto, input: { name?: string; isDefault?: true }) {
    try {
      await updateAddress(a._id, input);
      showToast('success', success.addressSaved);
      await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    }
  }

  async function removeAddress(a: AddressDto) {
    try {
      await deleteAddress(a._id);
      showToast('success', success.addressDeleted);
      await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
    } catch {
      showToast('error', 'Failed to delete address');
    }
  }

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <ProfileHeader
        user={user}
        counts={{
          upcoming: upcoming.length,
          completed: list.filter((b) => b.status === 'completed').length,
          total: list.length,
        }}
        onEdit={() => {
          setTab('settings');
          setEditing(true);
        }}
        onLogout={() => setConfirmLogout(true)}
      />
      <VerifyMobileBanner />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList label={t('tabs.label')}>
          <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
          <TabsTrigger value="bookings">{t('tabs.bookings')}</TabsTrigger>
          <TabsTrigger value="addresses">{t('tabs.addresses')}</TabsTrigger>
          <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            bookings={recent}
            loading={bookings.isLoading}
            supportEmail={settings?.supportEmail}
            onAddAddress={() => setAddingAddress(true)}
          />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab
            upcoming={upcoming}
            past={past}
            loading={bookings.isLoading}
            onCancel={setCancelling}
          />
        </TabsContent>
        <TabsContent value="addresses">
          <AddressesTab
            addresses={addresses.data ?? []}
            loading={addresses.isLoading}
            onAdd={() => setAddingAddress(true)}
            onUse={selectAddress}
            onDelete={removeAddress}
            onLocate={locateAddress}
            onChange={changeAddress}
          />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab
            user={user}
            editing={editing}
            setEditing={setEditing}
            onLogout={() => setConfirmLogout(true)}
          />
        </TabsContent>
      </Tabs>

      <AddAddressDialog
        open={addingAddress}
        onOpenChange={setAddingAddress}
        onSave={async (input) => {
          try {
            await addAddress(input);
            showToast('success', success.addressSaved);
            setAddingAddress(false);
            await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
          } catch {
            showToast('error', 'Failed to save address');
          }
        }}
      />
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={t('logoutDialog.title')}
        message={t('logoutDialog.message')}
        confirmLabel={t('logoutDialog.confirm')}
        cancelLabel={t('logoutDialog.cancel')}
        onConfirm={() => {
          setConfirmLogout(false);
          void logout();
        }}
      />
      <CancelBookingDialog
        booking={cancelling}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
    </main>
  );
}
