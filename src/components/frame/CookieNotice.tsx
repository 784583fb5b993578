import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { toolLabel } from '../../lib/consent.ts';
import type { AnalyticsTool } from '../../lib/types.ts';
import { $cookieNoticeActive, acceptCookies, declineCookies, loadConsent } from '../../stores/analytics.ts';

export interface CookieNoticeProps extends IslandProps {
  tools: AnalyticsTool[];
}

/** The cookie notice (01 §2.16, §4.9): one choice per analytics tool the property uses. */
function CookieNotice({ tools }: CookieNoticeProps) {
  const { t } = useTranslation();
  const active = useStore($cookieNoticeActive);
  const headingId = useId();
  const [choices, setChoices] = useState<Partial<Record<AnalyticsTool, boolean>>>(() =>
    Object.fromEntries(tools.map((tool) => [tool, true])),
  );

  useEffect(() => {
    loadConsent();
  }, []);

  if (!active || tools.length === 0) return null;

  return (
    <section className="cookie-notice" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="m-0 text-lg">
        {t('cookies.title')}
      </h2>
      <p className="my-2">{t('cookies.text')}</p>
      <fieldset className="cookie-tools">
        <legend className="sr-only">{t('cookies.choices')}</legend>
        {tools.map((tool) => (
          <label key={tool} className="cookie-tool">
            <input
              type="checkbox"
              checked={choices[tool] ?? false}
              onChange={(event) => setChoices({ ...choices, [tool]: event.target.checked })}
            />
            {t(toolLabel(tool))}
          </label>
        ))}
      </fieldset>
      <div className="cookie-actions">
        <button type="button" className="btn-ghost" onClick={() => declineCookies()}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="btn-primary" onClick={() => acceptCookies(choices)}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}

export default withI18n(CookieNotice);
