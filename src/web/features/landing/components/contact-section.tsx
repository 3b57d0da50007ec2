import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { LANDING_NS } from '../i18n';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/line-icons';
import { useSettings } from '../../settings/api/get-settings';
import { useNearViewport } from '../hooks/use-near-viewport';

/** The form (react-hook-form + zod, ~40 KB) loads only when the visitor nears the contact block. */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-[68px] animate-pulse rounded-lg bg-slate-100" />
        <div className="h-[68px] animate-pulse rounded-lg bg-slate-100" />
      </div>
      <div className="h-36 animate-pulse rounded-lg bg-slate-100" />
      <div className="h-12 w-40 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The contact block (#contact): 'Find us' with the company's details, and 'Keep In Touch'. */
export function ContactSection() {
  const { data: settings } = useSettings();
  const formSlot = useRef<HTMLDivElement>(null);
  const showForm = useNearViewport(formSlot);
  const { t } = useTranslation(LANDING_NS);
  const serverText = useServerText();
  const items = settings
    ? [
        { icon: PhoneIcon, label: t('contact.phone'), value: settings.phone, href: telHref(settings.phone) },
        {
          icon: MailIcon,
          label: t('contact.email'),
          value: settings.email,
          href: `mailto:${settings.email}`,
        },
        { icon: MapPinIcon, label: t('contact.address'), value: serverText(settings.address), href: null },
      ]
    : [];

  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-20 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {t('contact.eyebrow')}
          </p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {t('contact.heading')}
          </h2>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
          <div className="rounded-3xl bg-brand-800 p-7 text-white shadow-lg">
            <h3 className="text-xl font-bold">{t('contact.findUs')}</h3>
            <p className="mt-2 text-sm text-brand-100">{t('contact.findUsText')}</p>
            <ul className="mt-6 space-y-5" aria-busy={!settings}>
              {items.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="flex gap-4">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
                    <Icon className="h-5 w-5 text-amber-300" />
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-brand-100">{label}</span>
                    {href ? (
                      <a
                        href={href}
                        className="break-words text-base text-white underline-offset-4 hover:underline"
                      >
                        {value}
                      </a>
                    ) : (
                      <span className="text-base text-white">{value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-8 border-t border-white/15 pt-5 text-sm text-brand-100">{t('contact.serves')}</p>
          </div>
          <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold text-slate-900">{t('contact.keepInTouch')}</h3>
            <p className="mb-6 mt-2 text-sm text-slate-600">{t('contact.keepInTouchText')}</p>
            <div ref={formSlot}>
              {showForm ? (
                <Suspense fallback={<FormPlaceholder />}>
                  <ContactForm />
                </Suspense>
              ) : (
                <FormPlaceholder />
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
