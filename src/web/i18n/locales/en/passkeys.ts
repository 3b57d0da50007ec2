/** Passkeys: signing in with the device's lock, and the profile's list (loaded with them, not the login page). */
const passkeys = {
  title: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or screen lock instead of a password. For staff, a passkey is also the second step.',
  none: 'No passkeys yet.',
  add: 'Add a passkey',
  adding: 'Waiting for your device...',
  added: 'Added {{date}}',
  lastUsed: 'last used {{date}}',
  syncedName: 'Synced passkey',
  deviceName: 'Passkey on this device',
  remove: 'Remove',
  removeLabel: 'Remove {{name}}',
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey...',
  useForStep: 'Use your passkey',
  stepTitle: 'Finish signing in with your passkey',
  cancelled: 'The passkey request was cancelled or timed out.',
  alreadyAdded: 'This passkey is already added to your account.',
};

export default passkeys;
