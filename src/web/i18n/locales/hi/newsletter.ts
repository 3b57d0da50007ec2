import type { Catalogue } from '../../catalogue-type';
import type en from '../en/newsletter';

const newsletter: Catalogue<typeof en> = {
  confirm: {
    title: 'अपनी सदस्यता की पुष्टि करें',
    text: 'सफ़ाई के सुझाव और ऑफ़र (लगभग महीने में एक बार) पाने के लिए बटन दबाएँ।',
    action: 'सदस्यता की पुष्टि करें',
    done: 'आपकी सदस्यता की पुष्टि हो गई है। धन्यवाद!',
  },
  unsubscribe: {
    title: 'न्यूज़लेटर की सदस्यता छोड़ें',
    text: 'बटन दबाएँ, फिर हम आपको न्यूज़लेटर नहीं भेजेंगे।',
    action: 'सदस्यता छोड़ें',
    done: 'आपने सदस्यता छोड़ दी है। हम आपको न्यूज़लेटर फिर नहीं भेजेंगे।',
  },
  working: 'एक पल...',
  incomplete: 'यह लिंक अधूरा है। इसे ईमेल से फिर खोलें, या पूरा पता कॉपी करें।',
  invalid: 'यह लिंक अब मान्य नहीं है।',
  home: 'होम पेज पर जाएँ',
};

export default newsletter;
