import type { Catalogue } from '../../catalogue-type';
import type en from '../en/phone';

const phone: Catalogue<typeof en> = {
  banner: {
    title: 'अपने मोबाइल की पुष्टि करें',
    text: 'बुकिंग की जानकारी एसएमएस और व्हाट्सऐप पर हम सिर्फ़ उसी मोबाइल पर भेजते हैं जिसकी आपने पुष्टि की है। हम {{phone}} पर 6 अंकों का कोड भेजेंगे।',
    noPhone: 'प्रोफ़ाइल → सेटिंग में अपना मोबाइल नंबर जोड़ें, फिर एसएमएस पर बुकिंग की जानकारी पाने के लिए उसकी पुष्टि करें।',
    action: 'अभी पुष्टि करें',
    sending: 'भेजा जा रहा है…',
  },
  dialog: {
    title: 'कोड डालें',
    description: 'हमने {{number}} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।',
    code: '6 अंकों का कोड',
    verify: 'पुष्टि करें',
    verifying: 'जाँच हो रही है…',
    resend: 'नया कोड भेजें',
    resendIn: '{{seconds}} सेकंड बाद नया कोड माँग सकते हैं',
    cancel: 'रद्द करें',
  },
  verified: 'मोबाइल की पुष्टि हो गई: बुकिंग की जानकारी एसएमएस पर आएगी।',
};

export default phone;
