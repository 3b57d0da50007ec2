import type { Catalogue } from '../../catalogue-type';
import type en from '../en/addressLocation';

const addressLocation: Catalogue<typeof en> = {
  use: 'मेरी मौजूदा लोकेशन लें',
  locating: 'आपकी लोकेशन ढूँढी जा रही है…',
  hint: 'सिर्फ़ तभी जब आप अभी इसी पते पर हों: तब सफ़ाईकर्मी ठीक दरवाज़े तक पहुँचेंगे।',
  saved: 'लोकेशन सहेजी गई',
  remove: 'लोकेशन हटाएँ',
  denied: 'लोकेशन की अनुमति नहीं मिली। ब्राउज़र की सेटिंग में इस साइट को अनुमति दें, या लोकेशन के बिना आगे बढ़ें।',
  unavailable: 'अभी आपकी लोकेशन नहीं मिल पा रही। खुले में फिर कोशिश करें, या इसके बिना आगे बढ़ें।',
  unsupported: 'यह ब्राउज़र आपकी लोकेशन नहीं बता सकता। आप इसके बिना बुक कर सकते हैं।',
};

export default addressLocation;
