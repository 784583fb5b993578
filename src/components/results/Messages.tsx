import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Message } from '../../lib/format/messages.ts';

/**
 * Renders domain messages (key + tokens) as translated text, one after
 * another: by default a line each ('Unit not available', then 'Max
 * occupancy exceeded', 01 §2.8: a line break, which a screen reader reads
 * as a pause, not a space that runs them together); or joined with
 * `separator`.
 */
export function Messages({ messages, className, role, separator }: { messages: Message[]; className?: string; role?: 'alert' | 'status'; separator?: string }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  const texts = messages.map((entry) => t(entry.key, entry.tokens));
  return (
    <p className={className} role={role}>
      {separator === undefined
        ? texts.map((text, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {text}
            </Fragment>
          ))
        : texts.join(separator)}
    </p>
  );
}
