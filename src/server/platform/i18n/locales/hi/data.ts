/**
 * The seed's English names a message repeats (the company, services, packages), in Hindi, as the
 * web's 'data' namespace writes them; a name an admin has since written is sent as written.
 */
const data: Record<string, string> = {
  'Chamak Cleaning Services': 'चमक क्लीनिंग सर्विसेज़',
  '12 Vijay Nagar, AB Road, Indore, Madhya Pradesh 452010': '12 विजय नगर, एबी रोड, इंदौर, मध्य प्रदेश 452010',
  'Office Cleaning': 'ऑफ़िस की सफ़ाई',
  'Home Cleaning': 'घर की सफ़ाई',
  'Kitchen Cleaning': 'किचन की सफ़ाई',
  'Sofa Cleaning': 'सोफ़ा की सफ़ाई',
  'Shop Cleaning': 'दुकान की सफ़ाई',
  'Water Tank Cleaning': 'पानी की टंकी की सफ़ाई',
  'Bathroom Cleaning': 'बाथरूम की सफ़ाई',
  Basic: 'बेसिक',
  Premium: 'प्रीमियम',
  Normal: 'नॉर्मल',
  Classic: 'क्लासिक',
  Complete: 'कम्प्लीट',
  Deep: 'डीप',
  'Deep/Modular': 'डीप/मॉड्यूलर',
  '1 BHK Standard': '1 बीएचके स्टैंडर्ड',
  '1 BHK Deep Clean': '1 बीएचके डीप सफ़ाई',
  '2 BHK Standard': '2 बीएचके स्टैंडर्ड',
  '2 BHK Deep Clean': '2 बीएचके डीप सफ़ाई',
  '1 BHK': '1 बीएचके',
  '2 BHK': '2 बीएचके',
  '3 BHK': '3 बीएचके',
};

export default data;
