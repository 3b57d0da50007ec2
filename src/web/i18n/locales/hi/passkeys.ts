import type { Catalogue } from '../../catalogue-type';
import type en from '../en/passkeys';

const passkeys: Catalogue<typeof en> = {
  title: 'पासकी',
  intro: 'पासवर्ड की जगह अपने फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से साइन इन करें। स्टाफ़ के लिए पासकी दूसरा चरण भी है।',
  none: 'अभी कोई पासकी नहीं है।',
  add: 'पासकी जोड़ें',
  adding: 'आपके डिवाइस का इंतज़ार है...',
  added: '{{date}} को जोड़ी गई',
  lastUsed: 'आख़िरी इस्तेमाल {{date}}',
  syncedName: 'सिंक की हुई पासकी',
  deviceName: 'इस डिवाइस की पासकी',
  remove: 'हटाएँ',
  removeLabel: '{{name}} हटाएँ',
  signIn: 'पासकी से साइन इन करें',
  signingIn: 'आपकी पासकी का इंतज़ार है...',
  useForStep: 'अपनी पासकी इस्तेमाल करें',
  stepTitle: 'अपनी पासकी से साइन इन पूरा करें',
  cancelled: 'पासकी का अनुरोध रद्द हुआ या उसका समय ख़त्म हो गया।',
  alreadyAdded: 'यह पासकी आपके खाते में पहले से जुड़ी है।',
};

export default passkeys;
