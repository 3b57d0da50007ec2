/** Verifying the account's mobile: the banner on the profile and the booking confirmation, and its code dialog. */
const phone = {
  banner: {
    title: 'Verify your mobile',
    text: 'We send booking updates by SMS and WhatsApp only to a mobile you have verified. We will text a 6-digit code to {{phone}}.',
    noPhone: 'Add your mobile number in Profile → Settings, then verify it to get booking updates by SMS.',
    action: 'Verify now',
    sending: 'Sending…',
  },
  dialog: {
    title: 'Enter the code',
    description: 'We sent a 6-digit code to {{number}}. It expires in 10 minutes.',
    code: '6-digit code',
    verify: 'Verify',
    verifying: 'Checking…',
    resend: 'Send a new code',
    resendIn: 'You can ask for a new code in {{seconds}} s',
    cancel: 'Cancel',
  },
  verified: 'Mobile verified: booking updates will come by text.',
};

export default phone;
