import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cn } from '../ui/cn';
import { LanguageSwitch } from '../language-switch/language-switch';
import { useTranslation } from '../../i18n/react';

/**
 * The consoles' app bar: the brand (to the console's home), the console's name, the language switch and
 * sign out; its section nav beside them on a laptop and behind a Menu button on a phone.
 */
export function ConsoleAppBar({
  home,
  title,
  nav,
  menuLabel = 'Menu',
}: {
  home: string;
  title: string;
  /** The section links; called with a close function so a tap on a phone closes the menu. */
  nav?: (close: () => void) => ReactNode;
  menuLabel?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signOut = () => void import('../session/log-out').then((m) => m.logOut(navigate));
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:px-4">
        <Link to={home} className="flex min-w-0 items-center gap-2 font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span translate="no">Chamak</span>
          <span className="truncate text-sm font-semibold text-slate-600">{title}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch compact />
          <button
            type="button"
            onClick={signOut}
            className="rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('account.logout')}
          </button>
          {nav ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls="console-sections"
              onClick={() => setOpen((o) => !o)}
              className="rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 lg:hidden"
            >
              {menuLabel}
            </button>
          ) : null}
        </div>
      </div>
      {nav ? (
        <div
          id="console-sections"
          className={cn('border-t border-slate-100 lg:block', open ? 'block' : 'hidden')}
        >
          <div className="mx-auto max-w-7xl px-3 py-2 sm:px-4">{nav(() => setOpen(false))}</div>
        </div>
      ) : null}
    </header>
  );
}
