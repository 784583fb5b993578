import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { CONSENT_KEPT_ATTRIBUTE, toolLabel } from '../../lib/frame/consent.ts';
import type { AnalyticsTool } from '../../lib/types.ts';
import { canTakeFocus } from '../ui/focus.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { useBottomSpace } from '../ui/useBottomSpace.ts';
import { $cookieNoticeActive, acceptCookies, declineCookies, loadConsent } from '../../stores/analytics.ts';

export interface CookieNoticeProps extends IslandProps {
  tools: AnalyticsTool[];
}

/** The page's room kept below its content for the notice (frame.css). */
const NOTICE_SPACE = '--cookie-notice-space';

/** The cookie notice (01 §2.16, §4.9): one choice per analytics tool the property uses, none ticked; Decline, Save choices, Accept all. */
function CookieNotice({ tools }: CookieNoticeProps) {
  const { t } = useTranslation();
  // The page is built with the notice, so a first visit paints it at once; a guest whose choice is
  // kept never sees it (`CONSENT_PEEK` hides it before the first paint). Hydrated, the stored
  // consent decides (`loadConsent`); until then its buttons wait, disabled.
  const asked = useStore($cookieNoticeActive);
  const hydrated = useHydrated();
  const active = hydrated ? asked : true;
  const headingId = useId();
  // Consent is opt-in: no tool is ticked before the guest chooses.
  const [choices, setChoices] = useState<Partial<Record<AnalyticsTool, boolean>>>(() => Object.fromEntries(tools.map((tool) => [tool, false])));

  const notice = useRef<HTMLElement>(null);
  /** Where focus was before it came into the notice: it goes back there once the guest has chosen. */
  const cameFrom = useRef<Element | null>(null);

  useEffect(() => {
    loadConsent();
    // From here on the notice shows exactly when the stored consent asks for it.
    document.documentElement.removeAttribute(CONSENT_KEPT_ATTRIBUTE);
  }, []);

  // While it shows, the page keeps room for it below its content and the floating basket rises above it: it covers nothing.
  const shown = active && tools.length > 0;
  useBottomSpace(notice, NOTICE_SPACE, shown && hydrated);

  if (!shown) return null;

  const choose = (action: () => void) => {
    const hadFocus = notice.current?.contains(document.activeElement) ?? false;
    action();
    if (!hadFocus) return;
    const back = cameFrom.current;
    if (canTakeFocus(back)) back.focus();
    // Tapped without focus before it: the page's content takes focus where the guest is reading, the page not scrolled to it.
    else document.getElementById('main')?.focus({ preventScroll: true });
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
  };

  return (
    <section ref={notice} className="cookie-notice" aria-labelledby={headingId} onFocus={onFocus}>
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
              disabled={!hydrated}
              checked={choices[tool] ?? false}
              onChange={(event) => setChoices({ ...choices, [tool]: event.target.checked })}
            />
            {t(toolLabel(tool))}
          </label>
        ))}
      </fieldset>
      {/* Refusing is as easy as accepting: the three choices side by side. */}
      <div className="cookie-actions">
        <button type="button" className="btn-ghost" disabled={!hydrated} onClick={() => choose(() => declineCookies(tools))}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="btn-ghost" disabled={!hydrated} onClick={() => choose(() => acceptCookies(choices))}>
          {t('cookies.save')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!hydrated}
          onClick={() => choose(() => acceptCookies(Object.fromEntries(tools.map((tool) => [tool, true]))))}
        >
          {t('cookies.acceptAll')}
        </button>
      </div>
    </section>
  );
}

export default withI18n(CookieNotice);
