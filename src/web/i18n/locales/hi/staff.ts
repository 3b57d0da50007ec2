import type { Catalogue } from '../../catalogue-type';
import type en from '../en/staff';

const staff: Catalogue<typeof en> = {
  title: 'स्टाफ़',
  intro:
    'कंसोल में कौन काम करता है और हर भूमिका क्या कर सकती है। शहर आने पर सिटी मैनेजर अपने शहरों तक सीमित होंगे; तब तक वे हर शहर देखते हैं।',
  listCaption: 'स्टाफ़ सदस्य',
  empty: 'अभी कोई स्टाफ़ नहीं',
  loading: 'स्टाफ़ लोड हो रहा है…',
  columns: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', role: 'भूमिका', state: 'स्थिति', actions: 'कार्य' },
  roles: {
    admin: 'मालिक',
    city_manager: 'सिटी मैनेजर',
    dispatcher: 'डिस्पैचर',
    support: 'सहायता',
    finance: 'वित्त',
  },
  active: 'सक्रिय',
  inactive: 'निष्क्रिय',
  you: '(आप)',
  changeRole: '{{name}} की भूमिका',
  deactivate: 'निष्क्रिय करें',
  activate: 'सक्रिय करें',
  secondFactorOn: 'दो-चरण साइन-इन चालू',
  secondFactorOff: 'दो-चरण साइन-इन बंद',
  resetSecondFactor: 'दो-चरण साइन-इन रीसेट करें',
  resetSecondFactorConfirm:
    '{{name}} का दो-चरण साइन-इन रीसेट करें? वे साइन आउट हो जाएँगे और उन्हें नए फ़ोन से इसे फिर से सेट करना होगा।',
  add: {
    title: 'स्टाफ़ सदस्य जोड़ें',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    role: 'भूमिका',
    password: 'पासवर्ड (वैकल्पिक)',
    passwordHint: 'खाली छोड़ें तो एक अस्थायी पासवर्ड ईमेल किया जाएगा।',
    submit: 'स्टाफ़ सदस्य जोड़ें',
    submitting: 'जोड़ा जा रहा है…',
  },
  toast: {
    added: 'स्टाफ़ सदस्य जोड़ा गया',
    canLogIn: '{{name}} अब लॉग इन कर सकते हैं।',
    emailed: '{{name}} को {{email}} पर एक अस्थायी पासवर्ड ईमेल किया गया है।',
    updated: 'स्टाफ़ सदस्य अपडेट हुआ',
    nowRole: '{{name}} की भूमिका अब: {{role}}।',
    deactivated: '{{name}} निष्क्रिय कर दिए गए और साइन आउट हो गए।',
    activated: '{{name}} फिर से सक्रिय हैं।',
    secondFactorReset: 'दो-चरण साइन-इन रीसेट हुआ',
    secondFactorResetText: '{{name}} साइन आउट हो गए हैं और अगली बार साइन-इन पर दो-चरण साइन-इन फिर से सेट करेंगे।',
  },
};

export default staff;
