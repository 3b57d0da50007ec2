/** Work with us (/work-with-us): a cleaner's application (issue 38 part 3). */
const hiring = {
  eyebrow: 'Careers',
  title: 'Work with us',
  intro:
    'Join Chamak as a cleaner: steady work near your home, training, fair pay every week and respectful customers. Apply in two minutes; we call you within 3 working days.',
  name: 'Your full name',
  mobile: 'Mobile number',
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSent: 'We have sent a 6-digit code to {{to}}.',
  code: '6-digit code from the SMS',
  city: 'City',
  chooseCity: 'Choose your city',
  services: 'Services you can do',
  experience: 'Experience (years)',
  availability: 'When can you work?',
  availabilities: {
    'full-time': 'Full time',
    'part-time': 'Part time',
    weekends: 'Weekends only',
  },
  email: 'Email (optional)',
  apply: 'Apply',
  applying: 'Please wait...',
  done: 'Thank you for applying!',
  reference: 'Your reference is {{reference}}. We will call you within 3 working days.',
  privacy:
    'We use these details only to consider your application. We never ask for your full Aadhaar number here. Ask us at any time to erase your application; we erase it ourselves after 6 months.',
};

export default hiring;
