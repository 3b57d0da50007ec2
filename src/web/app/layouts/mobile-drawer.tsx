import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch/language-switch';

/** The menu below 768px: a focus-trapped side panel; Escape or the close button shuts it. */
export default function MobileDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchors: { href: string; label: string }[];
  account: ReactNode;
}) {
  const { t } = useTranslation();
  const close = () => props.onOpenChange(false);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl focus:outline-none md:hidden">
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold text-slate-900">
              {t('nav.menu')}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('nav.closeMenu')}
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                aria-hidden
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{t('nav.menuDescription')}</RadixDialog.Description>
          <ul className="flex flex-col gap-1 text-base font-medium text-slate-800">
            {props.anchors.map((a) => (
              <li key={a.href}>
                <Link to={a.href} onClick={close} className="block rounded-lg px-2 py-2 hover:bg-slate-100">
                  {a.label}
                </Link>
              </li>
            ))}
          </ul>
          {props.account}
          <LanguageSwitch onChosen={close} className="border-t border-slate-200 pt-4" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
