import type { Catalogue } from '../../catalogue-type';
import type en from '../en/complaintPhotos';

const complaintPhotos: Catalogue<typeof en> = {
  label: 'फ़ोटो (ज़रूरी नहीं)',
  hint: 'अधिकतम {{max}} फ़ोटो: जेपीईजी, पीएनजी या वेबपी, हर एक 10 एमबी तक।',
  add: 'फ़ोटो जोड़ें',
  remove: '{{name}} हटाएँ',
  wrongType: 'फ़ोटो जेपीईजी, पीएनजी या वेबपी इमेज होनी चाहिए।',
  tooLarge: 'एक फ़ोटो अधिकतम 10 एमबी की हो सकती है।',
  tooMany: 'एक शिकायत में अधिकतम {{max}} फ़ोटो हो सकती हैं।',
  uploading: 'फ़ोटो भेजी जा रही हैं…',
  uploadFailed: 'आपकी शिकायत भेज दी गई, पर एक फ़ोटो नहीं जुड़ सकी: {{reason}}',
  yours: 'आपकी फ़ोटो',
  photoAlt: 'समस्या की फ़ोटो {{n}}',
};

export default complaintPhotos;
