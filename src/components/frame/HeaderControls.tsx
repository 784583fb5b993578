import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dropdown } from '../ui/Dropdown.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { switchLanguageUrl } from '../../lib/format/language.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { $config, initConfig, selectCurrency } from '../../stores/config.ts';

export interface HeaderControlsProps extends IslandProps {
  lang: Locale;
  /** Path of this page after the language segment, e.g. 'services'. */
  pagePath: string;
  activeLanguages: Locale[];
  languageNames: Record<string, string>;
  activeCurrencies: string[];
  currency: string;
  numberFormat: NumberFormat;
  /** Check-in mode hides the currency selector (01 §2.2). */
  checkInMode: boolean;
}

function HeaderControls(props: HeaderControlsProps) {
  const { t } = useTranslation();
  const config = useStore($config);
  const [location, setLocation] = useState({ pathname: `/${props.lang}/${props.pagePath}`, search: '', hash: '' });

  useEffect(() => {
    initConfig({ locale: props.lang, currency: props.currency, activeCurrencies: props.activeCurrencies, numberFormat: props.numberFormat });
    const update = () => setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
    update();
    // Query state changes (search, currency) go through history; keep the language links current.
    window.addEventListener('popstate', update);
    window.addEventListener('querystatechange', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('querystatechange', update);
    };
  }, []);

  const currency = useHydrated() ? config.currency : props.currency;
  // Every flag is a view of one sprite (scripts/svg-sprite.ts): the list's flags draw from the document the current one loaded.
  const flag = (lang: string) => <img src={`/images/flags.svg#${lang}`} alt="" width={24} height={16} className="flag" />;

  return (
    <div className="header-controls">
      {props.checkInMode ? null : (
        <Dropdown
          label={t('Currency')}
          current={currency}
          currentText={currency}
          options={props.activeCurrencies.map((code) => ({
            key: code,
            content: code,
            selected: code === currency,
            onSelect: () => {
              selectCurrency(code);
              setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
            },
          }))}
        />
      )}
      <Dropdown
        label={t('Language')}
        currentText={props.languageNames[props.lang]}
        current={
          <>
            {flag(props.lang)}
            <span lang={props.lang} className="dropdown-name">
              {props.languageNames[props.lang]}
            </span>
          </>
        }
        options={props.activeLanguages.map((lang) => ({
          key: lang,
          lang,
          selected: lang === props.lang,
          href: switchLanguageUrl(location.pathname, location.search, location.hash, lang),
          content: (
            <>
              {flag(lang)}
              <span>{props.languageNames[lang]}</span>
            </>
          ),
        }))}
      />
    </div>
  );
}

export default withI18n(HeaderControls);
