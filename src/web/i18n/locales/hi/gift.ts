import type { Catalogue } from '../../catalogue-type';
import type en from '../en/gift';

const gift: Catalogue<typeof en> = {
  title: 'सफ़ाई का तोहफ़ा दें',
  intro:
    'किसी को चमक का गिफ़्ट वाउचर भेजें। उन्हें ईमेल या व्हाट्सऐप पर एक कोड मिलेगा, जिसे वे हमारी किसी भी सेवा के क्रेडिट में रिडीम कर सकते हैं।',
  amount: 'राशि',
  otherAmount: 'दूसरी राशि (₹500 से ₹10,000)',
  recipientName: 'पाने वाले का नाम',
  sendBy: 'कैसे भेजें',
  byEmail: 'ईमेल',
  byMobile: 'व्हाट्सऐप',
  recipientEmail: 'पाने वाले का ईमेल',
  recipientMobile: 'पाने वाले का मोबाइल नंबर',
  language: 'उनकी भाषा',
  message: 'आपका संदेश (वैकल्पिक, 200 अक्षरों तक)',
  pay: '{{amount}} चुकाएँ',
  wait: 'कृपया प्रतीक्षा करें...',
  cancelled: 'भुगतान रद्द किया गया।',
  failed: 'भुगतान नहीं हो सका।',
  done: 'धन्यवाद! {{amount}} का आपका गिफ़्ट वाउचर चुका दिया गया है। {{name}} को जल्द ही कोड मिल जाएगा।',
  another: 'एक और तोहफ़ा भेजें',
  mine: 'आपके तोहफ़े',
  status: {
    paid: 'भेजा गया, अभी रिडीम नहीं हुआ',
    redeemed: 'रिडीम हो गया',
  },
};

export default gift;
