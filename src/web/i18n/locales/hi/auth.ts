import type { Catalogue } from '../../catalogue-type';
import type en from '../en/auth';

const auth: Catalogue<typeof en> = {
  password: {
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
    showLabel: 'पासवर्ड दिखाएँ',
    hideLabel: 'पासवर्ड छिपाएँ',
  },
  login: {
    title: 'फिर से स्वागत है',
    subtitle: 'सफ़ाई बुक करने और उसकी स्थिति देखने के लिए लॉग इन करें।',
    pendingTitle: 'अपनी बुकिंग पूरी करें',
    pendingText: 'जो बुकिंग आपने शुरू की थी, उसे आगे बढ़ाने के लिए लॉग इन करें।',
    email: 'ईमेल',
    password: 'पासवर्ड',
    remember: 'मुझे याद रखें',
    forgot: 'पासवर्ड भूल गए?',
    submitting: 'लॉग इन हो रहा है...',
    submit: 'लॉग इन करें',
    newHere: 'चमक पर नए हैं?',
    signUp: 'साइन अप करें',
  },
  signup: {
    title: 'खाता बनाएँ',
    subtitle: 'इंदौर में भरोसेमंद सफ़ाईकर्मी कुछ ही टैप में बुक करें।',
    name: 'पूरा नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    password: 'पासवर्ड',
    passwordHint: 'कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक हो',
    confirmPassword: 'पासवर्ड दोबारा लिखें',
    submitting: 'खाता बन रहा है...',
    submit: 'खाता बनाएँ',
    haveAccount: 'पहले से खाता है?',
    logIn: 'लॉग इन करें',
    demoHeading: 'डेमो लॉग इन विवरण',
    roles: { admin: 'एडमिन', cleaner: 'सफ़ाईकर्मी', client: 'ग्राहक' },
  },
  whatsapp: {
    optIn: 'मुझे व्हाट्सऐप पर अपडेट भेजें',
    optInHint:
      'बुकिंग की पुष्टि, रिमाइंडर और आपके सफ़ाईकर्मी की जानकारी। बंद करने के लिए "स्टॉप" लिखकर जवाब दें।',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    subtitle: 'वह ईमेल लिखें जिससे आपने साइन अप किया था।',
    email: 'ईमेल',
    note: 'हम आपको ईमेल पर एक नया अस्थायी पासवर्ड भेजेंगे। लॉग इन करने के बाद उसे बदल लें।',
    submitting: 'भेजा जा रहा है...',
    submit: 'नया पासवर्ड भेजें',
    backToLogin: 'लॉग इन पर वापस जाएँ',
  },
  reset: {
    title: 'पासवर्ड रीसेट करें',
    incomplete: 'यह लिंक अधूरा है। "पासवर्ड भूल गए" पेज से नया लिंक मँगाएँ।',
    forgotLink: 'पासवर्ड भूल गए',
    subtitle: 'अपने खाते के लिए नया पासवर्ड चुनें।',
    goToLogin: 'लॉग इन पर जाएँ',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नया पासवर्ड दोबारा लिखें',
    saving: 'सहेजा जा रहा है...',
    submit: 'नया पासवर्ड सहेजें',
  },
  newPassword: {
    title: 'नया पासवर्ड चुनें',
    description: 'आपने अस्थायी पासवर्ड से लॉग इन किया है। आगे बढ़ने के लिए अपना पासवर्ड चुनें।',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नया पासवर्ड दोबारा लिखें',
    saving: 'सहेजा जा रहा है...',
    submit: 'पासवर्ड सहेजें',
  },
};

export default auth;
