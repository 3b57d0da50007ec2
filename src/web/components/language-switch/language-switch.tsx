import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router-dom';
import { cn } from '../ui/cn';
import { htmlLang, languageNames, languages, localizedPath } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';

/**
 * English / हिन्दी. Links, so that crawlers and a click without JavaScript reach the other version of a
 * public page; with JavaScript the choice is also remembered (useLanguage).
 */
export function LanguageSwitch({
  className,
  onChosen,
  compact,
}: {
  className?: string;
  onChosen?: () => void;
  /** Only the other language (the desktop header's width is tight). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex items-center gap-1 text-sm', className)}
    >
      {languages
        .filter((l) => !compact || l !== language)
        .map((l) => (
          <a
            key={l}
            href={localizedPath(pathname, l) + search + hash}
            hrefLang={htmlLang[l]}
            lang={htmlLang[l]}
            aria-current={l === language ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onChosen?.();
              if (l !== language) void setLanguage(l);
            }}
            className={cn(
              'block rounded-md px-2 py-1 font-medium',
              l === language ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:text-brand-700',
            )}
          >
            {languageNames[l]}
          </a>
        ))}
    </div>
  );
}
