/** Gift a clean (/gift): buy a gift voucher for someone (decision 046). */
const gift = {
  title: 'Gift a clean',
  intro:
    'Send someone a Chamak gift voucher. They get a code by email or WhatsApp and redeem it into credits for any of our services.',
  amount: 'Amount',
  otherAmount: 'Another amount (₹500 to ₹10,000)',
  recipientName: "Recipient's name",
  sendBy: 'Send it by',
  byEmail: 'Email',
  byMobile: 'WhatsApp',
  recipientEmail: "Recipient's email",
  recipientMobile: "Recipient's mobile number",
  language: 'Their language',
  message: 'Your message (optional, up to 200 characters)',
  pay: 'Pay {{amount}}',
  wait: 'Please wait...',
  cancelled: 'Payment cancelled.',
  failed: 'The payment did not go through.',
  done: 'Thank you! Your gift voucher of {{amount}} is paid. {{name}} will get the code shortly.',
  another: 'Send another gift',
  mine: 'Your gifts',
  status: {
    paid: 'Sent, not redeemed yet',
    redeemed: 'Redeemed',
  },
};

export default gift;
