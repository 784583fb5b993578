import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * 'Copy' beside a value a guest types elsewhere (an IBAN into a banking
 * app): the value goes to the clipboard and 'Copied' is announced. Copying
 * needs a secure origin; a failure is only logged, the value stays on screen.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy-value">
      <button
        type="button"
        className="btn-ghost btn-small"
        aria-label={t('Copy %label%', { label })}
        onClick={() =>
          navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            (error: unknown) => console.warn('Copy to clipboard failed', error instanceof Error ? error.name : 'unknown'),
          )
        }
      >
        {t('Copy')}
      </button>
      <span role="status" className="copy-status">
        {copied ? t('Copied') : ''}
      </span>
    </span>
  );
}
