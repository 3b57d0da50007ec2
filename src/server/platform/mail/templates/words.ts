import type { Brand } from '../brand';
import { dataText, emailText } from '../../i18n/i18n';
import { formatIndianDate, formatVisit } from './format';
import { addressLineIn } from '../../../../shared/domain/place-names';

/** What a template writes with, in the language of its recipient (`brand.language`, English if unset). */
export function wordsFor(brand: Brand) {
  const language = brand.language ?? 'en';
  return {
    language,
    t: emailText(language),
    /** The company's name in this language (the seed's, else as configured). */
    brand: dataText(language, brand.name),
    /** A service's or package's name from the catalogue. */
    data: (text: string) => dataText(language, text),
    /** An address line as stored, its city and state named in this language. */
    address: (line: string) => addressLineIn(line, language),
    date: (date: string) => formatIndianDate(date, language),
    visit: (date: string, time: string) => formatVisit(date, time, language),
  };
}
