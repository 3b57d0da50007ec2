import type { Catalogue } from '../../catalogue-type';
import type en from '../en/common';

const common: Catalogue<typeof en> = {
  skipToContent: 'सीधे मुख्य भाग पर जाएँ',
  brand: 'चमक',
  homeLink: '{{company}} होम पेज',
  nav: {
    main: 'मुख्य',
    services: 'सेवाएँ',
    whyChooseUs: 'हमें क्यों चुनें',
    pricing: 'हमारी कीमतें',
    testimonials: 'ग्राहकों की राय',
    contact: 'संपर्क करें',
    prices: 'रेट लिस्ट',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    menu: 'मेन्यू',
    menuDescription: 'साइट के हिस्से और आपका अकाउंट',
  },
  account: {
    login: 'लॉग इन',
    signUp: 'साइन अप',
    logout: 'लॉग आउट',
    client: 'प्रोफ़ाइल',
    admin: 'डैशबोर्ड',
    cleaner: 'मेरे काम',
  },
  language: {
    label: 'भाषा',
  },
  footer: {
    company: 'कंपनी',
    knowMore: 'और जानें',
    aboutUs: 'हमारे बारे में',
    services: 'सेवाएँ',
    ourTeam: 'हमारी टीम',
    support: 'सहायता',
    privacy: 'गोपनीयता नीति',
    terms: 'नियम और शर्तें',
    refunds: 'कैंसलेशन और रिफ़ंड',
    newsletter: 'न्यूज़लेटर',
    newsletterText: 'सफ़ाई के टिप्स और ऑफ़र, महीने में एक बार।',
    emailLabel: 'ईमेल पता',
    send: 'भेजें',
    invalidEmail: 'कृपया सही ईमेल पता लिखें',
    copyright: '© {{year}} {{company}}',
  },
  units: {
    perSqft: '/वर्ग फ़ुट',
    per: 'प्रति {{unit}}',
    sqft: '{{area}} वर्ग फ़ुट',
    range: '{{from}}–{{to}} वर्ग फ़ुट',
    upTo: '{{area}} वर्ग फ़ुट तक',
    from: '{{area}} वर्ग फ़ुट से',
    extra: '+{{price}} प्रति वर्ग फ़ुट',
    extraBeyond: '{{area}} वर्ग फ़ुट से ज़्यादा पर +{{price}} प्रति वर्ग फ़ुट',
    addon: '{{name}} – {{price}}',
  },
  duration: {
    hours_one: '{{count}} घंटा',
    hours_other: '{{count}} घंटे',
    minutes: '{{count}} मिनट',
    about: 'लगभग {{time}}',
    per100: '{{time}} प्रति 100 वर्ग फ़ुट',
  },
};

export default common;
