import { defineNamespace } from '../i18n';
import en from '../locales/en/afterVisit';

/** After the visit (ratings, complaints, re-cleans, tips, checklist and photos); other languages load when active. */
export const AFTER_VISIT_NS = defineNamespace('afterVisit', en);
