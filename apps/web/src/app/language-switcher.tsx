import { useTranslation } from '../lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES, rememberLocale } from '../lib/locale.ts';
import { switchLocalePath } from '../lib/routes.ts';
import { useShell } from '../lib/use-shell.ts';

/**
 * Offers every language in its own name. Choosing one opens the same page (same named route, campaign, query and
 * hash) in that language and remembers the choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { locale } = useShell();
  if (LOCALES.length < 2) return null;
  return (
    <div role="group" aria-label={t('language.label')} className={`language-switcher ${className ?? ''}`}>
      <ul>
        {LOCALES.map((option) => (
          <li key={option}>
            {option === locale ? (
              <span className="language-switcher__current" lang={option} aria-current="true">
                {LOCALE_NAMES[option]}
              </span>
            ) : (
              <Link
                to={switchLocalePath(location, option)}
                lang={option}
                hrefLang={option}
                className="language-switcher__option"
                onClick={() => rememberLocale(option)}
              >
                {LOCALE_NAMES[option]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
