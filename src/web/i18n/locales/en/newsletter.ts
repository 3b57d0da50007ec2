/** The newsletter's confirm and unsubscribe pages (opened from its emails) and the footer's answer. */
const newsletter = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'Press the button to receive our cleaning tips and offers, about once a month.',
    action: 'Confirm subscription',
    done: 'Your subscription is confirmed. Thank you!',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    text: 'Press the button and we will not send you the newsletter again.',
    action: 'Unsubscribe',
    done: 'You are unsubscribed. We will not email you the newsletter again.',
  },
  working: 'One moment...',
  incomplete: 'This link is incomplete. Open it again from the email, or copy the whole address.',
  invalid: 'This link is no longer valid.',
  home: 'Go to the home page',
};

export default newsletter;
