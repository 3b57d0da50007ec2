import type { Catalogue } from '../../catalogue-type';
import type en from '../en/texts';

/** What the Hindi DLT and Meta templates must say, with the same variables in the same order. */
const texts: Catalogue<typeof en> = {
  'booking-received':
    'नमस्ते {{name}}, आपकी {{service}} {{date}} को {{time}} के लिए बुक हो गई है (संदर्भ {{ref}})। - चमक',
  'cleaner-assigned':
    'नमस्ते {{name}}, {{cleaner}} {{date}} को {{time}} आपके यहाँ सफ़ाई करेंगे। हमारी हेल्पलाइन: {{phone}}। - चमक',
  'cleaner-on-the-way':
    '{{cleaner}} अभी आपके पास आ रहे हैं। उनसे बात करनी हो तो हमारी हेल्पलाइन {{phone}} पर फ़ोन करें। - चमक',
  'booking-reminder':
    'याद दिलाना: आपकी {{service}} कल, {{date}} को {{time}} है। दरवाज़े पर सफ़ाईकर्मी को स्टार्ट कोड {{code}} दें। - चमक',
  'booking-reminder-today':
    'याद दिलाना: आपकी {{service}} आज, {{date}} को {{time}} है। दरवाज़े पर सफ़ाईकर्मी को स्टार्ट कोड {{code}} दें। - चमक',
  'booking-completed': 'आपकी {{service}} (संदर्भ {{ref}}) पूरी हो गई। चमक चुनने के लिए धन्यवाद!',
  'payment-received': 'बुकिंग {{ref}} के लिए हमें {{amount}} मिल गए। रसीद: {{link}} - चमक',
  'booking-cancelled': '{{date}} की आपकी {{service}} (संदर्भ {{ref}}) रद्द कर दी गई है। - चमक',
  'refund-started': 'बुकिंग {{ref}} के लिए आपका {{amount}} का रिफ़ंड शुरू हो गया है; बैंक 5-7 कामकाजी दिन लेते हैं। - चमक',
  'cleaner-new-job': 'नया काम: {{service}}, {{date}} को {{time}}, {{area}}। नक्शा: {{map}} - चमक',
  'cleaner-job-changed': 'काम बदला: {{service}} अब {{date}} को {{time}}, {{area}}। नक्शा: {{map}} - चमक',
  'phone-verification':
    '{{code}} इस मोबाइल की पुष्टि के लिए आपका चमक कोड है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ। - चमक',
  'application-declined':
    'नमस्ते {{name}}, चमक के साथ काम करने के लिए आवेदन करने का धन्यवाद। अभी हम आपको काम नहीं दे पा रहे हैं; आपको ढेरों शुभकामनाएँ। - चमक',
  'gift-voucher':
    'नमस्ते {{name}}, {{buyer}} ने आपको {{amount}} का चमक गिफ़्ट वाउचर भेजा है। कोड {{code}}। प्रोफ़ाइल में रिडीम करें: {{link}} - चमक',
  'login-code':
    '{{code}} चमक में साइन इन के लिए आपका कोड है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ। - चमक',
};

export default texts;
