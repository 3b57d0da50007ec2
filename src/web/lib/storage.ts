/** Browser storage keys, and safe access (storage can throw in private modes). */
export const localKeys = {
  authToken: 'auth_token',
  authUser: 'auth_user',
  userAddresses: 'user_addresses',
  selectedAddress: 'selected_address',
  /** Ours: a past booking's choices for the booking form ("Book again" on My Bookings). */
  bookAgain: 'book_again',
  userName: 'userName',
  userEmail: 'userEmail',
} as const;

export const sessionKeys = {
  redirectAfterAuth: 'redirectAfterAuth',
  intendedBookingService: 'intendedBookingService',
  /** Ours: the package a card's Book chose, kept with the intended service through the login detour. */
  intendedBookingPackage: 'intendedBookingPackage',
  redirectAfterLogin: 'redirectAfterLogin',
  bookingFormState: 'bookingFormState',
  /** Ours: the schedule page's plan, kept through a guest's login detour from the review page. */
  scheduleState: 'scheduleState',
  /** Ours: the schedule page's plan while it is filled in, so Back from the review page and a reload keep it. */
  scheduleDraft: 'scheduleDraft',
  /** Ours: the tab-only session when 'Remember me' is unticked. */
  authToken: 'auth_token',
  authUser: 'auth_user',
} as const;

function safe(store: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store().setItem(key, value);
      } catch {
        /* storage full or blocked: the app still works for this page */
      }
    },
    remove(key: string) {
      try {
        store().removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: string): T | null {
      const raw = this.get(key);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: string, value: unknown) {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
