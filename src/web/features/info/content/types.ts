import type { ReactNode } from 'react';

/** Company details the pages quote (from settings, never literals). */
export interface Company {
  companyName: string;
  phone: string;
  email: string;
  supportEmail: string;
  address: string;
}

export interface InfoDoc {
  eyebrow: string;
  title: string;
  intro: string;
  updated?: string;
  sections: { heading: string; body: ReactNode }[];
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What a document needs of the active language besides its texts. */
export interface Localize {
  /** An app path in the active language (/about → /hi/about). */
  path: (target: string) => string;
  /** A server text (a service's name) in the active language. */
  serverText: (text: string) => string;
  /** 'Last updated: January 2025' in the active language. */
  updated: string;
}
