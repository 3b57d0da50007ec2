/**
 * The seed catalogue's service descriptions, service and package features and what a package does not
 * cover, in Hindi (see en/dataFeatures.ts): apart from `data`, so the pages that show none of them (the
 * landing page) do not download them.
 */
const dataFeatures: Record<string, string> = {
  // Services' descriptions
  'Desks, floors, pantries and washrooms cleaned by trained, vetted professionals, priced by the square foot.':
    'डेस्क, फ़र्श, पैंट्री और वॉशरूम की सफ़ाई प्रशिक्षित, जाँचे-परखे कर्मचारियों से, दाम प्रति वर्ग फ़ुट।',
  'Whole-home cleaning packages for 1, 2 and 3 BHK homes, from a standard clean to a deep clean.':
    '1, 2 और 3 बीएचके घरों के लिए पूरे घर की सफ़ाई के पैकेज, सामान्य सफ़ाई से डीप सफ़ाई तक।',
  'Degreasing of slabs, tiles, sink and cabinets, with appliance add-ons.':
    'स्लैब, टाइल, सिंक और कैबिनेट की चिकनाई हटाना, साथ में उपकरणों की अतिरिक्त सफ़ाई।',
  'Shampoo and extraction cleaning of sofas and mattresses, priced per sofa or mattress.':
    'सोफ़ा और गद्दों की शैम्पू और एक्सट्रैक्शन सफ़ाई, दाम प्रति सोफ़ा या गद्दा।',
  'Storefront, shelves, glass and floors cleaned before or after business hours.':
    'दुकान का सामने का हिस्सा, शेल्फ़, काँच और फ़र्श — दुकान खुलने से पहले या बंद होने के बाद साफ़।',
  'Draining, sludge removal, scrubbing and disinfection of overhead and underground tanks, priced per tank.':
    'छत और ज़मीन के नीचे की टंकियों को ख़ाली करना, गाद निकालना, रगड़ना और कीटाणुरहित करना, दाम प्रति टंकी।',
  'Tiles, fittings, toilet and mirrors descaled and sanitised, priced per bathroom.':
    'टाइल, फ़िटिंग, टॉयलेट और शीशों से जमी परत हटाकर कीटाणुरहित करना, दाम प्रति बाथरूम।',
  // Service and package features
  'Vetted professionals': 'जाँचे-परखे कर्मचारी',
  'Eco-friendly supplies': 'पर्यावरण-अनुकूल सामग्री',
  'Flexible hours': 'सुविधाजनक समय',
  'All rooms, kitchen and bathrooms': 'सभी कमरे, किचन और बाथरूम',
  'Trained team with equipment': 'उपकरणों के साथ प्रशिक्षित टीम',
  'Satisfaction guaranteed': 'संतुष्टि की गारंटी',
  Degreasing: 'चिकनाई हटाना',
  'Cabinets inside and out': 'कैबिनेट अंदर और बाहर',
  'Sink and tiles': 'सिंक और टाइल',
  'Shampoo and vacuum extraction': 'शैम्पू और वैक्यूम एक्सट्रैक्शन',
  'Stain treatment': 'दाग़ों का उपचार',
  'Quick drying': 'जल्दी सूखना',
  'Before or after business hours': 'दुकान खुलने से पहले या बंद होने के बाद',
  'Glass and display cleaning': 'काँच और डिस्प्ले की सफ़ाई',
  'Floor scrubbing': 'फ़र्श की घिसाई',
  'Sludge removal': 'गाद निकालना',
  'Anti-bacterial disinfection': 'बैक्टीरिया-रोधी कीटाणुशोधन',
  'Safe for drinking water': 'पीने के पानी के लिए सुरक्षित',
  'Descaling of tiles and fittings': 'टाइल और फ़िटिंग से जमी परत हटाना',
  'Toilet sanitisation': 'टॉयलेट को कीटाणुरहित करना',
  'Mirror and glass polish': 'शीशे और काँच की पॉलिश',
  Dusting: 'धूल झाड़ना',
  'Floor mopping': 'फ़र्श पर पोछा',
  Vacuuming: 'वैक्यूम से सफ़ाई',
  'Kitchen and bathroom surfaces': 'किचन और बाथरूम की सतहें',
  'Emptying bins': 'कूड़ेदान ख़ाली करना',
  'Everything in Basic': 'बेसिक का सब कुछ',
  'High dusting': 'ऊँचाई पर धूल झाड़ना',
  Appliances: 'उपकरण',
  'Microwave and fridge interiors': 'माइक्रोवेव और फ़्रिज के अंदर',
  Linens: 'चादरें और कपड़े',
  'Spot cleaning': 'दाग़ वाली जगहों की सफ़ाई',
  'Dusting and mopping': 'धूल झाड़ना और पोछा',
  'Kitchen surfaces': 'किचन की सतहें',
  'Bathroom cleaning': 'बाथरूम की सफ़ाई',
  'Everything in Standard': 'स्टैंडर्ड का सब कुछ',
  'Deep stain removal': 'गहरे दाग़ हटाना',
  'Inside cabinets': 'कैबिनेट के अंदर',
  'Windows and grills': 'खिड़कियाँ और ग्रिल',
  'All rooms and balconies': 'सभी कमरे और बालकनी',
  'Kitchen and bathrooms': 'किचन और बाथरूम',
  'Slab and tiles degreasing': 'स्लैब और टाइल की चिकनाई हटाना',
  'Sink and taps': 'सिंक और नल',
  'Cabinet exteriors': 'कैबिनेट का बाहरी हिस्सा',
  Floor: 'फ़र्श',
  'Electric work': 'बिजली का काम',
  'Everything in Normal': 'नॉर्मल का सब कुछ',
  'Modular cabinets inside and out': 'मॉड्यूलर कैबिनेट अंदर और बाहर',
  'Trolleys and drawers': 'ट्रॉली और दराज़',
  'Exhaust fan': 'एग्ज़ॉस्ट फ़ैन',
  'Dry vacuuming': 'सूखी वैक्यूम सफ़ाई',
  'Shampoo cleaning': 'शैम्पू से सफ़ाई',
  'Spot stain removal': 'दाग़ हटाना',
  'Deep extraction': 'डीप एक्सट्रैक्शन',
  'Anti-bacterial treatment': 'बैक्टीरिया-रोधी उपचार',
  'Odour removal': 'बदबू हटाना',
  'Dusting shelves': 'शेल्फ़ की धूल झाड़ना',
  'Glass front cleaning': 'सामने के काँच की सफ़ाई',
  'Display units': 'डिस्प्ले यूनिट',
  'Washroom cleaning': 'वॉशरूम की सफ़ाई',
  Draining: 'पानी ख़ाली करना',
  Scrubbing: 'रगड़कर सफ़ाई',
  'High-pressure jet cleaning': 'हाई-प्रेशर जेट से सफ़ाई',
  'UV disinfection': 'यूवी से कीटाणुशोधन',
  'Toilet and basin cleaning': 'टॉयलेट और बेसिन की सफ़ाई',
  'Floor and wall tiles': 'फ़र्श और दीवार की टाइलें',
  'Mirror cleaning': 'शीशे की सफ़ाई',
  'Hard-water stain removal': 'खारे पानी के दाग़ हटाना',
  'Exhaust and fittings descaling': 'एग्ज़ॉस्ट और फ़िटिंग से जमी परत हटाना',
};

export default dataFeatures;
