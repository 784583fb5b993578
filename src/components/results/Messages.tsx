import { useTranslation } from '../../i18n/react.tsx';
import type { Message } from '../../lib/format/messages.ts';

/**
 * Renders domain messages (key + tokens) as translated text, one after
 * another: by default a line each where the style keeps line breaks
 * ('Unit not available', then 'Max occupancy exceeded', 01 §2.8) and a
 * space between elsewhere; or joined with `separator`.
 */
export function Messages({
  messages,
  className,
  role,
  separator = '\n',
}: {
  messages: Message[];
  className?: string;
  role?: 'alert' | 'status';
  separator?: string;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <p className={className} role={role}>
      {messages.map((entry) => t(entry.key, entry.tokens)).join(separator)}
    </p>
  );
}
