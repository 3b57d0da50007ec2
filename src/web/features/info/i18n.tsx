import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/info';
import { RichText } from '../../i18n/rich-text';

export const INFO_NS = defineNamespace('info', en);

export type InfoT = TFunction<string>;

/** A catalogue text whose <tags> become the given elements (links). */
export function Rich({
  t,
  k,
  components,
  values,
}: {
  t: InfoT;
  k: string;
  components?: Record<string, ReactElement>;
  values?: Record<string, string>;
}) {
  return <RichText text={t(k, values)} components={components ?? {}} />;
}

/** A list of catalogue texts. */
export const list = (t: InfoT, k: string) => t(k, { returnObjects: true }) as string[];
