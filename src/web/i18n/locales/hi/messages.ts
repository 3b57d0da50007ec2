/**
 * The spec's validation texts, toasts and the server's error messages, by their English wording, in Hindi
 * (message-text.ts). A key with {{placeholders}} is the template of a message with values in it
 * (message-patterns.ts). Admin-only messages stay English: the admin console is English.
 */
const messages: Record<string, string> = {
  // Validation (src/shared/texts.ts: validation)
  'Email is required': 'ईमेल आवश्यक है',
  'Please enter a valid email': 'कृपया सही ईमेल दर्ज करें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता दर्ज करें',
  'Password is required': 'पासवर्ड आवश्यक है',
  'Password must be at least 6 characters': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Password must contain an uppercase letter, a lowercase letter and a number':
    'पासवर्ड में अंग्रेज़ी का एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक होना चाहिए',
  'Name must be at least 2 characters': 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  'Name is required': 'नाम आवश्यक है',
  'Please enter a valid 10-digit phone number': 'कृपया सही 10 अंकों का फ़ोन नंबर दर्ज करें',
  'Phone number is required': 'फ़ोन नंबर आवश्यक है',
  'Please enter a valid 10-digit mobile number': 'कृपया सही 10 अंकों का मोबाइल नंबर दर्ज करें',
  'This looks like a landline. Texts need a mobile number: please enter a 10-digit mobile number':
    'यह लैंडलाइन नंबर लगता है। मैसेज के लिए मोबाइल नंबर चाहिए: कृपया 10 अंकों का मोबाइल नंबर दर्ज करें',
  'Please confirm your password': 'कृपया अपने पासवर्ड की पुष्टि करें',
  'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
  'Please fix the errors below': 'कृपया नीचे दी गई गलतियाँ ठीक करें',
  'Please fill in all password fields': 'कृपया पासवर्ड के सभी खाने भरें',
  'New passwords do not match': 'नए पासवर्ड मेल नहीं खाते',
  'Please fill all required fields': 'कृपया सभी आवश्यक खाने भरें',
  'Please enter a valid 6-digit pincode': 'कृपया सही 6 अंकों का पिनकोड दर्ज करें',
  '6-digit pincode': '6 अंकों का पिनकोड',
  'Please select a service': 'कृपया एक सेवा चुनें',
  'Please select a package': 'कृपया एक पैकेज चुनें',
  'Address line 1 is required': 'पते की पहली पंक्ति आवश्यक है',
  'City is required': 'शहर आवश्यक है',
  'State is required': 'राज्य आवश्यक है',
  'Pincode is required': 'पिनकोड आवश्यक है',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Area in sq.ft is required': 'वर्ग फ़ुट में क्षेत्रफल आवश्यक है',
  'Service date is required': 'सेवा की तारीख आवश्यक है',
  'Service time is required': 'सेवा का समय आवश्यक है',
  'Area must be a positive number': 'क्षेत्रफल शून्य से बड़ी संख्या होनी चाहिए',
  'Service date cannot be in the past': 'सेवा की तारीख बीता हुआ दिन नहीं हो सकती',
  'Please enter a coupon code': 'कृपया कूपन कोड दर्ज करें',
  'Please select service and enter area first': 'कृपया पहले सेवा चुनें और क्षेत्रफल दर्ज करें',
  'Please apply your coupon code first, or remove it to continue without a discount.':
    'कृपया पहले अपना कूपन कोड लागू करें, या बिना छूट के आगे बढ़ने के लिए उसे हटा दें।',
  'Please agree to the terms and conditions before proceeding.': 'आगे बढ़ने से पहले कृपया नियम और शर्तें स्वीकार करें।',
  'Authentication required. Please log in again.': 'पहचान की पुष्टि आवश्यक है। कृपया फिर से लॉग इन करें।',
  'No authentication token found. Please log in again.':
    'आपकी लॉग इन जानकारी नहीं मिली। कृपया फिर से लॉग इन करें।',

  // Success toasts (texts.ts: success)
  'Login successful!': 'लॉग इन सफल रहा!',
  'Account created successfully!': 'खाता सफलतापूर्वक बन गया!',
  'Profile updated successfully!': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!',
  'Password changed successfully!': 'पासवर्ड सफलतापूर्वक बदल गया!',
  'Booking cancelled successfully!': 'बुकिंग सफलतापूर्वक रद्द हो गई!',
  'Address saved successfully!': 'पता सफलतापूर्वक सहेजा गया!',
  // An address's point (src/shared/domain/address-point.ts, src/shared/texts.ts)
  'Location saved': 'लोकेशन सहेजी गई',
  'Location removed': 'लोकेशन हटाई गई',
  'Give both latitude and longitude, or neither': 'अक्षांश और देशांतर दोनों दें, या कोई नहीं',
  'Latitude and longitude must be numbers': 'अक्षांश और देशांतर संख्याएँ होनी चाहिए',
  'This location is outside India: check the latitude and longitude':
    'यह लोकेशन भारत के बाहर है: अक्षांश और देशांतर जाँचें',
  'This location is more than 25 km from the address’s pincode: check the address or the location':
    'यह लोकेशन पते के पिनकोड से 25 किमी से ज़्यादा दूर है: पता या लोकेशन जाँचें',
  'Address deleted successfully!': 'पता सफलतापूर्वक हटाया गया!',
  'Logged out successfully!': 'आप सफलतापूर्वक लॉग आउट हो गए!',

  // What the server says (texts.ts: serverMessages)
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'An account with this email already exists': 'इस ईमेल से एक खाता पहले से मौजूद है',
  'If an account exists for that email, a new temporary password has been sent to it.':
    'अगर उस ईमेल से कोई खाता है, तो उस पर एक नया अस्थायी पासवर्ड भेज दिया गया है।',
  'Your session has expired. Please log in again.': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'This download link has expired. Please download the file again.':
    'यह डाउनलोड लिंक अब काम नहीं करता। कृपया फ़ाइल फिर से डाउनलोड करें।',
  "You don't have permission to perform this action.": 'आपको यह करने की अनुमति नहीं है।',
  'The requested resource was not found.': 'माँगी गई जानकारी नहीं मिली।',
  'This address does not exist on our API.': 'यह पता हमारे सर्वर पर मौजूद नहीं है।',
  "You've made too many requests. Please wait a few minutes and try again.":
    'आपने बहुत अधिक अनुरोध किए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  "We're experiencing technical difficulties. Please try again in a few minutes.":
    'हमें तकनीकी दिक्कत आ रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'The request body is not valid JSON.': 'भेजी गई जानकारी सही रूप में नहीं है।',
  'The request body is too large.': 'भेजी गई जानकारी बहुत बड़ी है।',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'This password reset link is invalid or has expired.':
    'पासवर्ड रीसेट करने का यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है।',
  'Service not found': 'सेवा नहीं मिली',
  'Package not found': 'पैकेज नहीं मिला',
  'Service saved as an inactive draft: add a package to activate it.':
    'सेवा निष्क्रिय मसौदे के रूप में सहेजी गई: इसे सक्रिय करने के लिए एक पैकेज जोड़ें।',
  'This service has no active package: add one before activating it.':
    'इस सेवा का कोई सक्रिय पैकेज नहीं है: इसे सक्रिय करने से पहले एक पैकेज जोड़ें।',
  'Give this package a price, or the service a basePrice.': 'इस पैकेज की कीमत दें, या सेवा की मूल कीमत तय करें।',
  'Address not found': 'पता नहीं मिला',
  'Some information is missing or incorrect. Please check and try again.':
    'कुछ जानकारी छूटी हुई है या गलत है। कृपया जाँचकर फिर से कोशिश करें।',
  'This password is one of the most common and easy to guess. Please choose another.':
    'यह पासवर्ड सबसे आम और आसानी से अनुमान लगाए जाने वाले पासवर्डों में से एक है। कृपया कोई दूसरा चुनें।',
  'Please choose a new password before you continue.': 'आगे बढ़ने से पहले कृपया नया पासवर्ड चुनें।',
  'Enter your current password to change your email': 'ईमेल बदलने के लिए अपना मौजूदा पासवर्ड डालें',
  'Check your new inbox: we sent a link to confirm your new email address.':
    'अपना नया इनबॉक्स देखें: नए ईमेल पते की पुष्टि के लिए हमने एक लिंक भेजा है।',
  'This email change link is invalid or has expired.':
    'ईमेल बदलने का यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है।',
  'Your email address has been changed. Use it to log in from now on.':
    'आपका ईमेल पता बदल दिया गया है। अब से इसी से लॉग इन करें।',
  'Your email address has been restored and every session has been signed out. We recommend you choose a new password now.':
    'आपका ईमेल पता वापस कर दिया गया है और सभी सत्रों से साइन आउट कर दिया गया है। हमारी सलाह है कि अभी नया पासवर्ड चुनें।',
  'We could not restore your old email address. Please contact us.':
    'हम आपका पुराना ईमेल पता वापस नहीं ला सके। कृपया हमसे संपर्क करें।',

  // Coupons (texts.ts: coupons)
  'This coupon code is not valid. Please check and try again.':
    'यह कूपन कोड मान्य नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  'This coupon has expired. Please try a different one.':
    'इस कूपन की अवधि समाप्त हो गई है। कृपया कोई दूसरा कूपन आज़माएँ।',
  'You have already used this coupon. First-time coupons can only be used once.':
    'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं। पहली बार वाले कूपन केवल एक बार इस्तेमाल हो सकते हैं।',
  'Your order amount is too low for this coupon. Please add more items.':
    'इस कूपन के लिए आपके ऑर्डर की राशि बहुत कम है। कृपया और सेवाएँ जोड़ें।',
  'This coupon has reached its usage limit. Please try a different code.':
    'यह कूपन अपनी इस्तेमाल की सीमा तक पहुँच चुका है। कृपया कोई दूसरा कोड आज़माएँ।',
  'This coupon cannot be used right now': 'यह कूपन अभी इस्तेमाल नहीं किया जा सकता',
  'We are calling you on {{phone}}. Pick up, and we will connect you to {{name}}.':
    'हम आपको {{phone}} पर कॉल कर रहे हैं। फ़ोन उठाइए, हम आपको {{name}} से जोड़ देंगे।',
  'Calls through Chamak open when the visit is assigned and close 2 hours after it. Call us on {{phone}}.':
    'चमक के ज़रिए कॉल सफ़ाईकर्मी तय होने पर खुलती हैं और विज़िट के 2 घंटे बाद बंद हो जाती हैं। हमें {{phone}} पर कॉल करें।',
  'Calls through Chamak are not set up yet. Call us on {{phone}}.':
    'चमक के ज़रिए कॉल अभी शुरू नहीं हुई हैं। हमें {{phone}} पर कॉल करें।',
  'Add your mobile number to your profile first, or call us on {{phone}}.':
    'पहले अपनी प्रोफ़ाइल में अपना मोबाइल नंबर जोड़ें, या हमें {{phone}} पर कॉल करें।',
  "We cannot connect this call: your cleaner's number is not a mobile number. Call us on {{phone}}.":
    'यह कॉल नहीं जुड़ सकती: आपके सफ़ाईकर्मी का नंबर मोबाइल नंबर नहीं है। हमें {{phone}} पर कॉल करें।',
  "We cannot connect this call: the booking's number is not a mobile number. Call us on {{phone}}.":
    'यह कॉल नहीं जुड़ सकती: बुकिंग का नंबर मोबाइल नंबर नहीं है। हमें {{phone}} पर कॉल करें।',
  'You have placed {{count}} calls for this booking in the last hour. Call us on {{phone}}.':
    'आपने पिछले एक घंटे में इस बुकिंग के लिए {{count}} कॉल किए हैं। हमें {{phone}} पर कॉल करें।',
  'We could not place the call just now. Try again in a minute, or call us on {{phone}}.':
    'अभी कॉल नहीं लग सकी। एक मिनट बाद फिर कोशिश करें, या हमें {{phone}} पर कॉल करें।',
  'Add {{shortBy}} more to use {{code}} (minimum {{minimum}})':
    '{{code}} इस्तेमाल करने के लिए {{shortBy}} और जोड़ें (न्यूनतम {{minimum}})',
  '{{code}} expired on {{date}}. Please try a different coupon.':
    '{{code}} की अवधि {{date}} को समाप्त हो गई। कृपया कोई दूसरा कूपन आज़माएँ।',
  'You have already used {{code}}. Each account can use it once.':
    'आप {{code}} पहले ही इस्तेमाल कर चुके हैं। हर खाता इसे एक बार इस्तेमाल कर सकता है।',
  '{{code}} is for your first booking only.': '{{code}} सिर्फ़ आपकी पहली बुकिंग के लिए है।',
  "We couldn't connect to our server. Please check your internet connection and try again.":
    'हम अपने सर्वर से नहीं जुड़ पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  // After the visit (src/shared/texts-after-visit.ts)
  'Not cleaned properly': 'ठीक से सफ़ाई नहीं हुई',
  'An area or item was missed': 'कोई जगह या चीज़ छूट गई',
  'Something was damaged': 'कुछ नुकसान हुआ',
  'The crew was late or did not come': 'टीम देर से आई या नहीं आई',
  "The crew's behaviour": 'टीम का व्यवहार',
  'Something else': 'कुछ और',
  'Problem reported: we are looking into it': 'समस्या दर्ज हुई: हम इसे देख रहे हैं',
  'Free re-clean offered: pick a time': 'मुफ़्त दोबारा सफ़ाई की पेशकश: समय चुनें',
  'Free re-clean booked': 'मुफ़्त दोबारा सफ़ाई बुक हो गई',
  'Refund issued': 'पैसे लौटा दिए गए',
  Closed: 'बंद',
  'You can report a problem once the visit is completed.': 'सेवा पूरी होने के बाद आप समस्या बता सकते हैं।',
  "Your membership's time to report a problem with this visit has passed.":
    'आपकी सदस्यता में इस विज़िट की समस्या बताने का समय बीत चुका है।',
  'Problems can be reported up to 48 hours after the visit was completed.':
    'सेवा पूरी होने के 48 घंटे बाद तक समस्या बताई जा सकती है।',
  'You have already reported a problem with this visit. We will get back to you.':
    'आप इस सेवा की समस्या पहले ही बता चुके हैं। हम आपसे संपर्क करेंगे।',
  'Thank you for telling us. Our team will get back to you within a day.':
    'बताने के लिए धन्यवाद। हमारी टीम एक दिन के भीतर आपसे संपर्क करेगी।',
  'Complaint not found': 'शिकायत नहीं मिली',
  'This complaint has already been resolved.': 'यह शिकायत पहले ही सुलझाई जा चुकी है।',
  'A free re-clean has not been offered for this complaint.':
    'इस शिकायत के लिए मुफ़्त दोबारा सफ़ाई की पेशकश नहीं की गई है।',
  'The free re-clean for this complaint is already booked.':
    'इस शिकायत की मुफ़्त दोबारा सफ़ाई पहले ही बुक हो चुकी है।',
  'Your free re-clean is booked.': 'आपकी मुफ़्त दोबारा सफ़ाई बुक हो गई है।',
  'This visit was not paid online, so there is nothing to refund. Offer a re-clean or close the complaint with a note.':
    'इस सेवा का भुगतान ऑनलाइन नहीं हुआ था, इसलिए लौटाने के लिए कुछ नहीं है। दोबारा सफ़ाई की पेशकश करें या टिप्पणी के साथ शिकायत बंद करें।',
  'Report a problem': 'समस्या बताएँ',
  'Pick a time for your free re-clean': 'अपनी मुफ़्त दोबारा सफ़ाई का समय चुनें',
  'Please tell us what went wrong (at least 10 characters)': 'कृपया बताएँ कि क्या गलत हुआ (कम से कम 10 अक्षर)',
  'Add a note for "{{item}}": it was not done.': '"{{item}}" के लिए टिप्पणी जोड़ें: यह काम नहीं हुआ।',
  '"{{item}}" is not on this package\'s checklist.': '"{{item}}" इस पैकेज की जाँच-सूची में नहीं है।',
  'Photos must be JPEG, PNG or WebP images.': 'फ़ोटो जेपीईजी, पीएनजी या वेबपी तस्वीरें होनी चाहिए।',
  'A photo can be at most 10 MB.': 'एक फ़ोटो अधिकतम 10 एमबी की हो सकती है।',
  'A job can have at most 10 photos.': 'एक काम में अधिकतम 10 फ़ोटो हो सकती हैं।',
  'This file is not a readable image.': 'यह फ़ाइल पढ़ी जा सकने वाली तस्वीर नहीं है।',
  'Photos can be added to a job that is assigned or in progress, or completed today.':
    'फ़ोटो केवल उस काम में जोड़ी जा सकती हैं जो सौंपा गया हो, चल रहा हो, या आज पूरा हुआ हो।',
  'You can tip the crew once the visit is completed.': 'सेवा पूरी होने के बाद आप टीम को टिप दे सकते हैं।',
  'This visit has no crew to tip.': 'इस सेवा में टिप देने के लिए कोई टीम नहीं है।',
  'Thank you! Your whole tip goes to the crew.': 'धन्यवाद! आपकी पूरी टिप टीम को जाती है।',
  'A tip must be between ₹1 and ₹2,000': 'टिप ₹1 से ₹2,000 के बीच होनी चाहिए',

  // Ratings (src/shared/domain/ratings.ts: the messages)
  'Please choose from 1 to 5 stars': 'कृपया 1 से 5 सितारे चुनें',
  'A rating is a whole number from 1 to 5 stars': 'रेटिंग 1 से 5 सितारों के बीच की पूरी संख्या होती है',
  'Your comment can be at most 1000 characters': 'आपकी टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है',
  'You can rate this visit once it has been completed.': 'सेवा पूरी होने के बाद आप इसे रेटिंग दे सकते हैं।',
  'You have already rated this visit. You can change your rating for 7 days with PUT.':
    'आप इस सेवा को पहले ही रेटिंग दे चुके हैं। आप 7 दिनों तक अपनी रेटिंग बदल सकते हैं।',
  "You haven't rated this visit yet.": 'आपने अभी तक इस सेवा को रेटिंग नहीं दी है।',
  'Ratings can be changed for 7 days after they are given.': 'रेटिंग देने के 7 दिन बाद तक उसे बदला जा सकता है।',
  'Thank you for your rating!': 'आपकी रेटिंग के लिए धन्यवाद!',
  'Your rating has been updated.': 'आपकी रेटिंग अपडेट हो गई है।',

  // Service area (src/shared/domain/service-area.ts)
  "We don't serve this pincode yet": 'हम अभी इस पिनकोड पर सेवा नहीं देते',
  'We clean homes and offices in and around Indore. Ask us for a quote and we will see what we can do.':
    'हम इंदौर और आसपास घरों और दफ़्तरों की सफ़ाई करते हैं। हमसे कोटेशन माँगें, हम देखेंगे कि क्या कर सकते हैं।',
  'Bookings open up to {{days}} days ahead: please choose a date on or before {{date}}':
    'बुकिंग {{days}} दिन आगे तक खुली है: कृपया {{date}} या उससे पहले की तारीख चुनें',

  // Prices (src/shared/domain/pricing.ts)
  'This service is booked for at least {{minArea}} sq.ft.':
    'यह सेवा कम से कम {{minArea}} वर्ग फ़ुट के लिए बुक होती है।',
  'This package cannot be booked online. Please choose another or ask us for a quote.':
    'यह पैकेज ऑनलाइन बुक नहीं हो सकता। कृपया दूसरा चुनें या हमसे कोटेशन माँगें।',
  'This package covers up to {{maxArea}} sq.ft. Please choose a larger package.':
    'यह पैकेज {{maxArea}} वर्ग फ़ुट तक के लिए है। कृपया बड़ा पैकेज चुनें।',
  'Quantity must be a whole number': 'मात्रा पूरी संख्या होनी चाहिए',
  '{{addon}} is not available with the {{package}} package': '{{addon}} {{package}} पैकेज के साथ उपलब्ध नहीं है',
  'Add-on not available: {{name}}': 'अतिरिक्त सेवा उपलब्ध नहीं है: {{name}}',

  // Form rules the web checks with the shared schemas (src/shared/schemas)
  'Must be text': 'यहाँ अक्षर लिखें',
  'Must not contain control characters or broken characters': 'इसमें नियंत्रण वर्ण या टूटे वर्ण नहीं हो सकते',
  'Must be at most {{max}} characters': 'अधिकतम {{max}} अक्षर हो सकते हैं',
  'Name is too long': 'नाम बहुत लंबा है',
  'Password is too long': 'पासवर्ड बहुत लंबा है',
  'Reset token is invalid': 'रीसेट कोड अमान्य है',
  'Reset token is required': 'रीसेट कोड आवश्यक है',
  'Address line is too long': 'पते की पंक्ति बहुत लंबी है',
  'City is too long': 'शहर का नाम बहुत लंबा है',
  'State is too long': 'राज्य का नाम बहुत लंबा है',
  'Instructions are too long': 'निर्देश बहुत लंबे हैं',
  'Area is too large': 'क्षेत्रफल बहुत बड़ा है',
  'Quantity must be positive': 'मात्रा शून्य से अधिक होनी चाहिए',
  'Please choose a real calendar date': 'कृपया कैलेंडर की सही तारीख चुनें',
  'Service date must be YYYY-MM-DD': 'सेवा की तारीख वर्ष-माह-दिन के रूप में होनी चाहिए',
  'Service time must be HH:MM': 'सेवा का समय घंटा:मिनट के रूप में होना चाहिए',
  'Date must be YYYY-MM-DD': 'तारीख वर्ष-माह-दिन के रूप में होनी चाहिए',
  'Message is required': 'संदेश आवश्यक है',
  'Message is too long': 'संदेश बहुत लंबा है',
  'Please choose what went wrong': 'कृपया चुनें कि क्या गलत हुआ',
  'Please keep it under 2,000 characters': 'कृपया इसे 2,000 अक्षरों से कम रखें',

  // Bookings: the server's answers to a customer or a cleaner
  // Offers the cleaner accepts (shared/schemas/dispatch-offers.ts).
  'Job accepted. It is in My Jobs.': 'काम स्वीकार किया। यह मेरे काम में है।',
  'Offer declined.': 'ऑफ़र मना किया।',
  'Offer not found': 'ऑफ़र नहीं मिला',
  'Someone in your crew has already accepted this job.': 'आपकी टीम में किसी ने यह काम पहले ही स्वीकार कर लिया है।',
  'This job has already been taken.': 'यह काम पहले ही लिया जा चुका है।',
  'This offer has expired; the job went to another crew.': 'इस ऑफ़र का समय निकल गया; काम किसी और टीम को गया।',
  'This offer was declined.': 'यह ऑफ़र मना किया जा चुका है।',
  'This offer was withdrawn.': 'यह ऑफ़र वापस ले लिया गया।',
  'This booking has no open offer.': 'इस बुकिंग का कोई खुला ऑफ़र नहीं है।',
  'Your crew is no longer free at that time, so the offer was withdrawn.':
    'उस समय आपकी टीम अब खाली नहीं है, इसलिए ऑफ़र वापस ले लिया गया।',
  'Booking not found': 'बुकिंग नहीं मिली',
  'No pending booking': 'कोई अधूरी बुकिंग नहीं है',
  'Not found': 'नहीं मिला',
  'User not found': 'उपयोगकर्ता नहीं मिला',
  'Document not found': 'दस्तावेज़ नहीं मिला',
  'Photo not found': 'फ़ोटो नहीं मिली',
  'Date is not a real date': 'तारीख सही नहीं है',
  'Service date is not a real date': 'सेवा की तारीख सही नहीं है',
  'The booking details are too large.': 'बुकिंग की जानकारी बहुत बड़ी है।',
  'The saved booking is incomplete.': 'सहेजी गई बुकिंग अधूरी है।',
  'Please choose a time between 8:00 AM and 6:00 PM': 'कृपया सुबह 8:00 से शाम 6:00 बजे के बीच का समय चुनें',
  'This time has already passed today. Please choose a later time.':
    'आज यह समय बीत चुका है। कृपया बाद का समय चुनें।',
  'You already have bookings waiting for payment. Pay for one, choose pay after service, or let it lapse before booking again.':
    'आपकी कुछ बुकिंग पहले से भुगतान की प्रतीक्षा में हैं। किसी एक का भुगतान करें, सेवा के बाद भुगतान चुनें, या उसके समाप्त होने दें, फिर दोबारा बुक करें।',
  'This time slot is fully booked. Please choose another time.': 'यह समय पूरी तरह बुक है। कृपया कोई दूसरा समय चुनें।',
  'Choose a cleaner who has cleaned for you before.': 'ऐसा सफ़ाईकर्मी चुनें जिसने पहले आपके यहाँ सफ़ाई की हो।',
  'This job is too large for one visit. Please contact us for a quote.':
    'यह काम एक बार में पूरा होने के लिए बहुत बड़ा है। कृपया कोटेशन के लिए हमसे संपर्क करें।',
  'This job takes about {{duration}} and would end after our working hours. Please choose an earlier time.':
    'इस काम में लगभग {{duration}} लगते हैं और यह हमारे काम के घंटों के बाद खत्म होगा। कृपया पहले का समय चुनें।',
  "It's too late to cancel: bookings can be cancelled until 2 hours before the visit.":
    'रद्द करने में बहुत देर हो चुकी है: बुकिंग सेवा से 2 घंटे पहले तक ही रद्द की जा सकती है।',
  "It's too late to change this booking: changes close 2 hours before the visit.":
    'इस बुकिंग को बदलने में बहुत देर हो चुकी है: बदलाव सेवा से 2 घंटे पहले बंद हो जाते हैं।',
  'This booking is already cancelled.': 'यह बुकिंग पहले ही रद्द हो चुकी है।',
  'This booking has already been cancelled.': 'यह बुकिंग पहले ही रद्द हो चुकी है।',
  'This booking was changed meanwhile. Please reload.': 'इस बीच यह बुकिंग बदल गई है। कृपया पेज फिर से लोड करें।',
  'A booking that is {{status}} cannot be cancelled.': 'जो बुकिंग {{status}} है, उसे रद्द नहीं किया जा सकता।',
  'A booking that is {{status}} cannot be rescheduled.': 'जो बुकिंग {{status}} है, उसका समय नहीं बदला जा सकता।',
  'A booking that is {{status}} cannot be started.': 'जो बुकिंग {{status}} है, उसे शुरू नहीं किया जा सकता।',
  'A booking cannot move from {{from}} to {{to}}.': 'बुकिंग "{{from}}" से "{{to}}" स्थिति में नहीं जा सकती।',
  // Booking statuses as the messages above name them
  pending: 'लंबित',
  confirmed: 'पक्की',
  assigned: 'सौंपी गई',
  in_progress: 'जारी',
  completed: 'पूरी',
  cancelled: 'रद्द',
  gone: 'हटाई गई',
  'Cleaners cannot cancel bookings.': 'सफ़ाईकर्मी बुकिंग रद्द नहीं कर सकते।',
  'Cleaners cannot reschedule bookings.': 'सफ़ाईकर्मी बुकिंग का समय नहीं बदल सकते।',
  'You have already told the customer you are on your way.': 'आप ग्राहक को पहले ही बता चुके हैं कि आप रास्ते में हैं।',
  'That start code is not right. Ask the customer for the 4-digit code in their booking.':
    'यह शुरुआती कोड सही नहीं है। ग्राहक से उनकी बुकिंग में दिया 4 अंकों का कोड पूछें।',
  "Enter the customer's 4-digit start code to start the job.":
    'काम शुरू करने के लिए ग्राहक का 4 अंकों का शुरुआती कोड दर्ज करें।',
  'Too many wrong start codes: this job is locked. Call the office: they can unlock it or start it for you.':
    'बहुत बार गलत शुरुआती कोड डाला गया: यह काम रोक दिया गया है। ऑफ़िस को कॉल करें: वे इसे खोल सकते हैं या आपके लिए शुरू कर सकते हैं।',
  'It is too early to start this job: you can start it from {{time}} on {{date}}.':
    'यह काम शुरू करने के लिए अभी जल्दी है: आप इसे {{date}} को {{time}} से शुरू कर सकते हैं।',
  'Too many wrong coupon codes. Please wait an hour and try again.':
    'बहुत बार गलत कूपन कोड डाले गए। कृपया एक घंटा रुककर फिर से कोशिश करें।',
  'You have already tipped the crew for this visit. Thank you!':
    'आप इस विज़िट के लिए टीम को पहले ही टिप दे चुके हैं। धन्यवाद!',
  'You can save up to 20 addresses.': 'आप अधिकतम 20 पते सहेज सकते हैं।',

  // Payments and tips
  'This booking is already paid.': 'इस बुकिंग का भुगतान पहले ही हो चुका है।',
  'This booking is already paid online: there is nothing to collect.':
    'इस बुकिंग का भुगतान ऑनलाइन हो चुका है: कुछ भी लेना बाकी नहीं है।',
  'This order is already paid.': 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  'There is nothing to pay for this booking.': 'इस बुकिंग के लिए कोई भुगतान बाकी नहीं है।',
  'This booking has been cancelled and cannot be paid.': 'यह बुकिंग रद्द हो चुकी है, इसका भुगतान नहीं किया जा सकता।',
  'Only the crew of this booking or an admin can record its payment.':
    'इस बुकिंग का भुगतान सिर्फ़ इसकी टीम या एडमिन दर्ज कर सकते हैं।',
  'This booking is not pay after service.': 'यह बुकिंग सेवा के बाद भुगतान वाली नहीं है।',
  'The amount must be exactly the amount due for this booking.':
    'राशि इस बुकिंग की बकाया राशि के बिल्कुल बराबर होनी चाहिए।',
  'The payment for this booking was already recorded.': 'इस बुकिंग का भुगतान पहले ही दर्ज हो चुका है।',
  'This booking was settled as pay after service.': 'इस बुकिंग का भुगतान सेवा के बाद करना तय हुआ था।',
  'An older payment order is still open for this booking. Please contact support.':
    'इस बुकिंग का एक पुराना भुगतान ऑर्डर अभी खुला है। कृपया सहायता टीम से संपर्क करें।',
  'Payment order not found': 'भुगतान ऑर्डर नहीं मिला',
  'We could not verify this payment. If money was deducted, it will be refunded within 5-7 business days.':
    'हम इस भुगतान की पुष्टि नहीं कर पाए। अगर पैसे कटे हैं, तो वे 5-7 कार्यदिवसों में लौटा दिए जाएँगे।',
  'Online payment is not available right now. Please choose Pay After Service.':
    'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया सेवा के बाद भुगतान चुनें।',
  'Our payment system is temporarily unavailable. Please try again in a few minutes.':
    'हमारी भुगतान प्रणाली अभी कुछ समय के लिए उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  // A payment provider's reasons (message-patterns.ts providerReason), and our words for one we do not know.
  'Payment declined in the sandbox': 'सैंडबॉक्स में भुगतान अस्वीकार हुआ',
  'Payment failed': 'भुगतान नहीं हुआ',
  'Payment was cancelled by the user': 'आपने भुगतान रद्द कर दिया',
  'the payment service refused it': 'भुगतान सेवा ने मना कर दिया',
  'The payment provider declined the request: {{reason}}': 'भुगतान सेवा ने अनुरोध अस्वीकार कर दिया: {{reason}}',
  'Another tip for this visit is being paid. Please try again.':
    'इस सेवा की एक और टिप का भुगतान अभी हो रहा है। कृपया फिर से कोशिश करें।',
  'This tip is already paid.': 'इस टिप का भुगतान पहले ही हो चुका है।',
  'Tip order not found': 'टिप ऑर्डर नहीं मिला',
  'The service is temporarily unavailable. Please try again in a moment.':
    'सेवा अभी कुछ समय के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',

  // The generic mapping by status (src/web/lib/api-client.ts)
  'Unexpected Error': 'अनपेक्षित गड़बड़ी',
  'Something unexpected happened. Please try again.': 'कुछ अनपेक्षित हुआ। कृपया फिर से कोशिश करें।',
  'We could not read the server’s answer. Please reload the page and try again.':
    'हम सर्वर का जवाब पढ़ नहीं पाए। कृपया पेज फिर से लोड करें और दोबारा कोशिश करें।',
  'Connection Problem': 'कनेक्शन में समस्या',
  'Unable to connect to our servers. Please check your internet connection and try again.':
    'हमारे सर्वर से संपर्क नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'Request Timeout': 'जवाब का समय समाप्त',
  'The server took too long to answer. Please try again.':
    'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।',
  'Authentication Failed': 'पहचान की पुष्टि नहीं हुई',
  'Session Expired': 'सत्र समाप्त',
  'Access Denied': 'अनुमति नहीं है',
  'Not Found': 'नहीं मिला',
  'Invalid Information': 'गलत जानकारी',
  'Please Check Your Information': 'कृपया अपनी जानकारी जाँचें',
  'Invalid Request': 'अमान्य अनुरोध',
  'Already Exists': 'पहले से मौजूद है',
  'This record already exists in our system.': 'यह जानकारी हमारे सिस्टम में पहले से मौजूद है।',
  'Too Many Requests': 'बहुत अधिक अनुरोध',
  'Server Issue': 'सर्वर में समस्या',
  'Server Unavailable': 'सर्वर उपलब्ध नहीं है',
  'Something Went Wrong': 'कुछ गड़बड़ हो गई',
  'Please try again.': 'कृपया फिर से कोशिश करें।',

  // Failure texts per screen (the features' own mappings)
  'Unable to connect. Please check your internet connection and try again.':
    'संपर्क नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  "We couldn't find an account with that email address. Please check and try again.":
    'उस ईमेल पते से कोई खाता नहीं मिला। कृपया जाँचकर फिर से कोशिश करें।',
  "You've requested a password reset recently. Please check your email or wait a few minutes before trying again.":
    'आपने हाल ही में पासवर्ड रीसेट का अनुरोध किया है। कृपया अपना ईमेल देखें या फिर से कोशिश करने से पहले कुछ मिनट रुकें।',
  "We're having technical difficulties. Please try again in a few minutes.":
    'हमें तकनीकी दिक्कत हो रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  "We couldn't send the password reset. Please try again.": 'हम पासवर्ड रीसेट नहीं भेज पाए। कृपया फिर से कोशिश करें।',
  'Failed to load profile data': 'प्रोफ़ाइल की जानकारी लोड नहीं हो पाई',
  'Failed to update profile': 'प्रोफ़ाइल अपडेट नहीं हो पाई',
  'Failed to change password': 'पासवर्ड नहीं बदल पाया',
  'Failed to save address': 'पता सहेजा नहीं जा सका',
  'Failed to delete address': 'पता हटाया नहीं जा सका',
  'Address selected': 'पता चुन लिया गया',
  'Choose a service to book at this address.': 'इस पते पर बुकिंग के लिए सेवा चुनें।',
  'Could not save': 'सहेजा नहीं जा सका',
  'Could not add to calendar': 'कैलेंडर में नहीं जोड़ा जा सका',
  'Booking rescheduled': 'बुकिंग का समय बदल दिया गया',
  'Booking completion failed': 'बुकिंग पूरी नहीं हो पाई',
  'Please book again from the booking page.': 'कृपया बुकिंग पेज से फिर से बुक करें।',
  // Deleting an account and downloading its data (src/shared/texts-account.ts)
  'Failed to delete account': 'खाता नहीं हटा पाया',
  'Failed to download your data': 'आपका डेटा डाउनलोड नहीं हो पाया',
  'Your account has been deleted.': 'आपका खाता हटा दिया गया है।',
  'A visit of yours is in progress. You can delete your account once it is completed.':
    'आपकी एक विज़िट अभी चल रही है। उसके पूरा होने के बाद आप अपना खाता हटा सकते हैं।',
  'A visit of yours starts within 2 hours and can no longer be cancelled. You can delete your account after the visit.':
    'आपकी एक विज़िट 2 घंटे के अंदर शुरू होने वाली है और अब रद्द नहीं हो सकती। विज़िट के बाद आप अपना खाता हटा सकते हैं।',
  'Your bookings changed while your account was being deleted. Please try again.':
    'खाता हटाते समय आपकी बुकिंग बदल गईं। कृपया फिर से कोशिश करें।',
  'Staff accounts are closed by an admin.': 'स्टाफ़ के खाते एडमिन बंद करते हैं।',
  'Account deleted by the customer': 'ग्राहक ने खाता हटाया',
  'Failed to cancel booking': 'बुकिंग रद्द नहीं हो पाई',
  'Authentication error. Please refresh the page and try again.':
    'पहचान में गड़बड़ी हुई। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  'The selected service is no longer available. Please choose a different service.':
    'चुनी गई सेवा अब उपलब्ध नहीं है। कृपया कोई दूसरी सेवा चुनें।',
  'The selected package is no longer available. Please choose a different package.':
    'चुना गया पैकेज अब उपलब्ध नहीं है। कृपया कोई दूसरा पैकेज चुनें।',
  '{{reason}} The coupon has been removed; you can book again without it.':
    '{{reason}} कूपन हटा दिया गया है; आप उसके बिना फिर से बुक कर सकते हैं।',
  'Your session has expired. Please log in again to continue.':
    'आपका सत्र समाप्त हो गया है। जारी रखने के लिए कृपया फिर से लॉग इन करें।',
  "We couldn't reach our servers. Please check your internet connection and try again.":
    'हम अपने सर्वर तक नहीं पहुँच पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  "We couldn't complete your booking right now. Please try again.":
    'हम अभी आपकी बुकिंग पूरी नहीं कर पाए। कृपया फिर से कोशिश करें।',
  'Oops! Something went wrong. Please refresh the page and try again, or contact support if the issue persists.':
    'ओह! कुछ गड़बड़ हो गई। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें, या समस्या बनी रहे तो सहायता टीम से संपर्क करें।',
  'Failed to create booking': 'बुकिंग नहीं बन पाई',
  'Unable to connect to the server. Please check your internet connection.':
    'सर्वर से संपर्क नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  "We couldn't load your bookings. Please refresh the page and try again.":
    'हम आपकी बुकिंग लोड नहीं कर पाए। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  'Connection lost. Please check your internet and try again.':
    'कनेक्शन टूट गया। कृपया अपना इंटरनेट जाँचें और फिर से कोशिश करें।',
  'This booking was not found. Please refresh the page.': 'यह बुकिंग नहीं मिली। कृपया पेज रीफ़्रेश करें।',
  "It's too late to cancel this booking. Please contact support for assistance.":
    'इस बुकिंग को रद्द करने में बहुत देर हो चुकी है। मदद के लिए कृपया सहायता टीम से संपर्क करें।',
  'This booking cannot be cancelled. Please contact support.':
    'यह बुकिंग रद्द नहीं की जा सकती। कृपया सहायता टीम से संपर्क करें।',
  "We're experiencing technical issues. Please try again in a moment.":
    'हमें तकनीकी दिक्कत आ रही है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  "We couldn't cancel your booking. Please try again.": 'हम आपकी बुकिंग रद्द नहीं कर पाए। कृपया फिर से कोशिश करें।',
  "We couldn't process your payment. Please try again.": 'हम आपका भुगतान पूरा नहीं कर पाए। कृपया फिर से कोशिश करें।',
  'Unable to start payment. Please try again.': 'भुगतान शुरू नहीं हो पाया। कृपया फिर से कोशिश करें।',
  'Your session has expired. Please refresh the page and try again.':
    'आपका सत्र समाप्त हो गया है। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  'Payment cancelled. You can complete the payment later from your bookings.':
    'भुगतान रद्द हुआ। आप बाद में अपनी बुकिंग से भुगतान पूरा कर सकते हैं।',
  'We could not confirm your payment. If money was deducted, it will be refunded within 5-7 business days. Please contact support with your payment ID: {{paymentId}}.':
    'हम आपके भुगतान की पुष्टि नहीं कर पाए। अगर पैसे कटे हैं, तो वे 5-7 कार्यदिवसों में लौटा दिए जाएँगे। कृपया अपनी भुगतान आईडी के साथ सहायता टीम से संपर्क करें: {{paymentId}}।',
  'Payment failed: {{reason}}. No money was taken. Please try again or choose another method.':
    'भुगतान नहीं हो पाया: {{reason}}। कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।',
  'Payment failed. No money was taken. Please try again or choose another method.':
    'भुगतान नहीं हो पाया। कोई पैसा नहीं कटा। कृपया फिर से कोशिश करें या कोई दूसरा तरीका चुनें।',

  // Verifying the account's mobile (src/shared/schemas/phone-verification.ts)
  'Add a valid 10-digit Indian mobile number to your profile first.':
    'पहले अपनी प्रोफ़ाइल में 10 अंकों का सही भारतीय मोबाइल नंबर जोड़ें।',
  'Staff numbers are set by the office and need no code.': 'स्टाफ़ के नंबर ऑफ़िस तय करता है, उन्हें कोड की ज़रूरत नहीं।',
  'We have sent a 6-digit code to your mobile.': 'हमने आपके मोबाइल पर 6 अंकों का कोड भेजा है।',
  'Enter the 6-digit code': '6 अंकों का कोड डालें',
  'This account cannot sign in. Please contact us.': 'यह खाता साइन इन नहीं कर सकता। कृपया हमसे संपर्क करें।',
  'We cannot send text messages right now. Please sign in with your email and password, or try again tomorrow.':
    'अभी हम मैसेज नहीं भेज सकते। कृपया अपने ईमेल और पासवर्ड से साइन इन करें, या कल फिर कोशिश करें।',
  'Too many wrong passwords were tried for this account, so password sign-in is slowed for a while. Continue with your mobile number to sign in with a code now.':
    'इस खाते के लिए बहुत बार गलत पासवर्ड डाले गए, इसलिए कुछ देर पासवर्ड से साइन इन धीमा है। अभी कोड से साइन इन करने के लिए मोबाइल नंबर से आगे बढ़ें।',
  'Codes can go to at most 2 different numbers a day. Please try again tomorrow.':
    'कोड एक दिन में ज़्यादा से ज़्यादा 2 अलग नंबरों पर जा सकते हैं। कृपया कल फिर कोशिश करें।',
  'We cannot send text messages right now. Please try again tomorrow.':
    'अभी हम मैसेज नहीं भेज सकते। कृपया कल फिर कोशिश करें।',
  'That code is not right. Please check it and try again.': 'यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  'This code has expired. Please ask for a new one.': 'इस कोड का समय खत्म हो गया है। कृपया नया कोड माँगें।',
  'Please ask for a code first.': 'कृपया पहले कोड माँगें।',
  'Too many wrong codes. Please ask for a new one.': 'बहुत बार गलत कोड डाला गया। कृपया नया कोड माँगें।',
  'Please wait a minute before asking for another code.': 'दूसरा कोड माँगने से पहले कृपया एक मिनट रुकें।',
  'Too many codes were sent to this number. Please try again in an hour.':
    'इस नंबर पर बहुत सारे कोड भेजे जा चुके हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
  // Two-step sign-in (src/shared/schemas/second-factor.ts)
  'Enter the 6-digit code from your authenticator app, or a recovery code':
    'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें, या कोई रिकवरी कोड',
  'This sign-in has expired. Please sign in again.': 'इस साइन-इन का समय खत्म हो गया। कृपया फिर से साइन इन करें।',
  'Too many wrong codes. Please sign in again.': 'बहुत बार गलत कोड डाला गया। कृपया फिर से साइन इन करें।',
  'Too many wrong codes were tried for this account. Please try again in 15 minutes.':
    'इस खाते के लिए बहुत बार गलत कोड डाले गए। कृपया 15 मिनट बाद फिर से कोशिश करें।',
  'Two-step sign-in is already on.': 'दो-चरण साइन-इन पहले से चालू है।',
  'Please start setting up two-step sign-in first.': 'कृपया पहले दो-चरण साइन-इन सेट करना शुरू करें।',
  'Two-step sign-in is not on.': 'दो-चरण साइन-इन चालू नहीं है।',
  'Staff accounts must set up two-step sign-in before anything else.':
    'स्टाफ़ खातों को सबसे पहले दो-चरण साइन-इन सेट करना होगा।',
  'Enter a current code or your password.': 'अभी का कोड या अपना पासवर्ड डालें।',
  'That password is not right.': 'यह पासवर्ड सही नहीं है।',
  'Use your passkey to finish signing in.': 'साइन इन पूरा करने के लिए अपनी पासकी इस्तेमाल करें।',
  'Passkey added.': 'पासकी जोड़ दी गई।',
  'Passkey removed.': 'पासकी हटा दी गई।',
  // Work with us: cleaners' applications (src/shared/schemas/hiring.ts)
  'Please enter your name.': 'कृपया अपना नाम लिखें।',
  'Please choose your city.': 'कृपया अपना शहर चुनें।',
  'Choose at least one service you can do.': 'कम से कम एक सेवा चुनें जो आप कर सकते हैं।',
  'Choose services from the list.': 'सूची में से सेवाएँ चुनें।',
  'Enter your experience in whole years, from 0 to 40.': 'अपना अनुभव पूरे वर्षों में लिखें, 0 से 40 तक।',
  'Choose when you can work.': 'चुनें कि आप कब काम कर सकते हैं।',
  'You have already applied with this number. We will call you soon.':
    'आप इस नंबर से पहले ही आवेदन कर चुके हैं। हम जल्द ही आपको फ़ोन करेंगे।',
  'Thank you for applying! We will call you within 3 working days.':
    'आवेदन करने के लिए धन्यवाद! हम 3 कामकाजी दिनों में आपको फ़ोन करेंगे।',
  // Gift vouchers (src/shared/schemas/gift-vouchers.ts)
  'Choose an amount from ₹500 to ₹10,000 in whole rupees.': '₹500 से ₹10,000 के बीच पूरे रुपयों में राशि चुनें।',
  "Enter the recipient's name.": 'पाने वाले का नाम लिखें।',
  'The name can be at most 80 characters.': 'नाम अधिकतम 80 अक्षरों का हो सकता है।',
  "Give the recipient's email or mobile number.": 'पाने वाले का ईमेल या मोबाइल नंबर दें।',
  'Give either an email or a mobile number, not both.': 'ईमेल या मोबाइल नंबर में से कोई एक दें, दोनों नहीं।',
  'Enter a valid email address.': 'सही ईमेल पता लिखें।',
  'Enter a valid 10-digit Indian mobile number.': 'सही 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'The message can be at most 200 characters.': 'संदेश अधिकतम 200 अक्षरों का हो सकता है।',
  'This voucher code is not valid.': 'यह वाउचर कोड सही नहीं है।',
  'This voucher has already been redeemed.': 'यह वाउचर पहले ही रिडीम हो चुका है।',
  'This voucher has expired.': 'यह वाउचर समाप्त हो चुका है।',
  'Too many wrong voucher codes. Please wait an hour and try again.':
    'बहुत ज़्यादा गलत वाउचर कोड। कृपया एक घंटा रुककर फिर से कोशिश करें।',
  'Voucher redeemed: the credits are in your account.': 'वाउचर रिडीम हो गया: क्रेडिट आपके खाते में हैं।',
  'Voucher order not found': 'वाउचर ऑर्डर नहीं मिला',
  'This voucher is already paid.': 'इस वाउचर का भुगतान पहले ही हो चुका है।',
  'Thank you! Your gift voucher is paid and on its way.':
    'धन्यवाद! आपके गिफ़्ट वाउचर का भुगतान हो गया है और वह भेजा जा रहा है।',
  // Chamak Plus memberships (src/shared/schemas/memberships.ts)
  'This membership plan is not available.': 'यह सदस्यता प्लान उपलब्ध नहीं है।',
  'You already have a Chamak Plus membership.': 'आपके पास पहले से चमक प्लस सदस्यता है।',
  'You do not have a Chamak Plus membership.': 'आपके पास चमक प्लस सदस्यता नहीं है।',
  'Your membership is already set to end.': 'आपकी सदस्यता पहले से ही समाप्त होने के लिए तय है।',
  'Approve the UPI AutoPay mandate in your UPI app to start Chamak Plus.':
    'चमक प्लस शुरू करने के लिए अपने यूपीआई ऐप में यूपीआई ऑटोपे मैंडेट स्वीकृत करें।',
  'Your membership will end when the period you paid for ends.':
    'आपकी सदस्यता भुगतान की गई अवधि समाप्त होने पर समाप्त हो जाएगी।',
  'Your last membership payment failed after several tries. Member prices stay until the grace period ends; pay or renew to keep them.':
    'कई प्रयासों के बाद भी आपकी पिछली सदस्यता भुगतान विफल रहा। छूट अवधि समाप्त होने तक सदस्य मूल्य बने रहेंगे; उन्हें बनाए रखने के लिए भुगतान करें या नवीनीकरण करें।',
  'Your membership payments failed, so member prices have ended. Subscribe again to get them back.':
    'आपकी सदस्यता के भुगतान विफल रहे, इसलिए सदस्य मूल्य समाप्त हो गए हैं। उन्हें वापस पाने के लिए फिर से सदस्यता लें।',
  // Referrals (src/shared/schemas/referrals.ts)
  'This referral code is not valid.': 'यह रेफ़रल कोड सही नहीं है।',
  'Link copied.': 'लिंक कॉपी हो गया।',
  'Could not copy. Select the link and copy it.': 'कॉपी नहीं हो सका। लिंक चुनकर कॉपी करें।',
  'That passkey could not be checked. Please try again.': 'यह पासकी जाँची नहीं जा सकी। कृपया फिर से कोशिश करें।',
  'This passkey is not registered with Chamak. Sign in another way, then add it in your profile.':
    'यह पासकी चमक पर दर्ज नहीं है। किसी और तरीके से साइन इन करें, फिर इसे अपनी प्रोफ़ाइल में जोड़ें।',
  'This passkey request has expired. Please try again.':
    'पासकी के अनुरोध का समय ख़त्म हो गया। कृपया फिर से कोशिश करें।',
  'An account can have at most 10 passkeys. Remove one first.':
    'एक खाते में ज़्यादा से ज़्यादा 10 पासकी हो सकती हैं। पहले एक हटाएँ।',
  'Passkey not found': 'पासकी नहीं मिली',
  'Name the passkey in 1 to 60 characters': 'पासकी का नाम 1 से 60 अक्षरों में रखें',
  // Consents (src/shared/schemas/privacy.ts)
  'Grievance received.': 'शिकायत मिल गई।',
  'Please describe your grievance': 'कृपया अपनी शिकायत लिखें',
  'Your choice is saved.': 'आपकी पसंद सहेज ली गई।',
  'Share a location from one of your addresses with "Use my current location"; your browser asks you first.':
    'अपने किसी पते पर "मेरी मौजूदा लोकेशन लें" से लोकेशन साझा करें; आपका ब्राउज़र पहले आपसे पूछता है।',
  'Two-step sign-in is on.': 'दो-चरण साइन-इन चालू है।',
  'Two-step sign-in is off.': 'दो-चरण साइन-इन बंद है।',
  'Enter the code from your authenticator app to finish signing in.':
    'साइन-इन पूरा करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।',
  'Your mobile number changed after this code was sent. Please ask for a new one.':
    'यह कोड भेजने के बाद आपका मोबाइल नंबर बदल गया। कृपया नया कोड माँगें।',
  'Your mobile number is verified.': 'आपके मोबाइल नंबर की पुष्टि हो गई है।',

  // Labels of payments (src/shared/labels.ts) the cleaner app shows; statuses use the my-bookings words
  Unpaid: 'भुगतान बाकी',
  Paid: 'भुगतान हो गया',
  'Refund in progress': 'रिफ़ंड हो रहा है',
  Refunded: 'रिफ़ंड हो गया',
  Started: 'शुरू हुआ',
  Attempted: 'कोशिश हुई',
  Received: 'मिल गया',
  Failed: 'नहीं हुआ',
  'Pay after service': 'सेवा के बाद भुगतान',
  'UPI (online)': 'यूपीआई (ऑनलाइन)',
  'UPI QR code (online)': 'यूपीआई क्यूआर कोड (ऑनलाइन)',
  Online: 'ऑनलाइन',
  Cash: 'नकद',
  UPI: 'यूपीआई',

  // Shared components (src/web/components/ui: query-state, toaster)
  'Loading…': 'लोड हो रहा है…',
  'Try again': 'फिर से कोशिश करें',
  // Recurring plans (issue 36 part 2).
  'Visit skipped': 'विज़िट छोड़ी गई',
  'Plan paused': 'प्लान रोका गया',
  'Plan resumed': 'प्लान फिर शुरू हुआ',
  'Plan cancelled': 'प्लान रद्द किया गया',
  'Plan not found.': 'प्लान नहीं मिला।',
  'This visit is not part of this plan.': 'यह विज़िट इस प्लान का हिस्सा नहीं है।',
  'Only a visit still to come can be skipped.': 'केवल आने वाली विज़िट ही छोड़ी जा सकती है।',
  "It's too late to skip this visit: visits can be changed until 2 hours before they start.":
    'इस विज़िट को छोड़ने में बहुत देर हो चुकी है: विज़िट शुरू होने से 2 घंटे पहले तक ही बदली जा सकती है।',
  'Choose a date after tomorrow and within 90 days.': 'कल के बाद और 90 दिनों के भीतर की तारीख चुनें।',
  'This plan is cancelled.': 'यह प्लान रद्द हो चुका है।',
  'This plan is not paused.': 'यह प्लान रुका हुआ नहीं है।',
  'Choose a visit of this plan.': 'इस प्लान की कोई विज़िट चुनें।',
  'Choose the date your plan starts again.': 'वह तारीख चुनें जब आपका प्लान फिर से शुरू हो।',
  'Choose a day between the visits before and after this one.':
    'इस विज़िट से पहले और बाद वाली विज़िट के बीच का कोई दिन चुनें।',
  'This visit is already on that day and time.': 'यह विज़िट पहले से उसी दिन और समय पर है।',
  "It's too late to move this visit: visits can be changed until 2 hours before they start.":
    'इस विज़िट को बदलने में बहुत देर हो चुकी है: विज़िट शुरू होने से 2 घंटे पहले तक ही बदली जा सकती है।',
  'No crew is free at that time for every later visit, so nothing was changed. Please choose another time.':
    'उस समय बाद की हर विज़िट के लिए कोई टीम ख़ाली नहीं है, इसलिए कुछ नहीं बदला गया। कृपया कोई और समय चुनें।',
  'Plan moved': 'प्लान का दिन और समय बदला गया',
  'Notifications alt+T': 'सूचनाएँ',
  'Close toast': 'सूचना बंद करें',
};

export default messages;
