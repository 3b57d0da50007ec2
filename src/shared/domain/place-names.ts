/**
 * The Hindi names of the places in the service area (the served PINs' towns and their state). Addresses
 * are stored as typed, in English; a Hindi reader sees these names in their place, wherever the address
 * is shown or sent. A place not listed (a street, a colony) stays as typed.
 */
const HINDI_PLACES: Readonly<Record<string, string>> = {
  indore: 'इंदौर',
  rau: 'राऊ',
  mhow: 'महू',
  'dr. ambedkar nagar': 'डॉ. आंबेडकर नगर',
  sanwer: 'सांवेर',
  pithampur: 'पीथमपुर',
  dewas: 'देवास',
  'madhya pradesh': 'मध्य प्रदेश',
  mp: 'मध्य प्रदेश',
  'm.p.': 'मध्य प्रदेश',
};

/** A city or state in `language` ('Indore' → 'इंदौर' in Hindi), matched whatever its case or spaces. */
export function placeName(name: string, language: string): string {
  if (language !== 'hi') return name;
  return HINDI_PLACES[name.trim().toLowerCase()] ?? name;
}

const ENGLISH_PLACES: Readonly<Record<string, string>> = {
  इंदौर: 'Indore',
  राऊ: 'Rau',
  महू: 'Mhow',
  'डॉ. आंबेडकर नगर': 'Dr. Ambedkar Nagar',
  सांवेर: 'Sanwer',
  पीथमपुर: 'Pithampur',
  देवास: 'Dewas',
  'मध्य प्रदेश': 'Madhya Pradesh',
};

/**
 * A city or state typed on a Hindi form, as addresses are stored ('इंदौर' → 'Indore'); anything else as typed.
 * A Hindi form shows the places it knows in Hindi (placeName) and keeps them in English.
 */
export function placeNameInEnglish(name: string): string {
  return ENGLISH_PLACES[name.trim().replace(/\s+/g, ' ')] ?? name;
}

export interface AddressParts {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  pincode: string;
}

/** An address as one line, 'line 1, line 2, city, state - pincode', its city and state in `language`. */
export function addressLine(a: AddressParts, language: string): string {
  const parts = [a.line1, a.line2, placeName(a.city, language), placeName(a.state, language)];
  return `${parts.filter(Boolean).join(', ')}${a.pincode ? ` - ${a.pincode}` : ''}`;
}

/**
 * An address already written as one line by `addressLine` (English), in `language`: each comma-separated
 * part that is a known place is named in that language.
 */
export function addressLineIn(line: string, language: string): string {
  if (language !== 'hi') return line;
  const [head, pincode] = line.split(/ - (?=\d{6}$)/);
  const parts = head.split(', ').map((p) => placeName(p, language));
  return `${parts.join(', ')}${pincode ? ` - ${pincode}` : ''}`;
}
