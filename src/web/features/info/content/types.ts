import type { ReactNode } from 'react';

/** Company details the pages quote (from settings, PRODUCT.md §6). */
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
