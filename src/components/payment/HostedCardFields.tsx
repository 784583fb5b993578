import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { reportLater } from '../../payments/report.ts';
import type { PaymentAdapter } from '../../payments/types.ts';
import { $gatewayAdapter } from '../../stores/payment.ts';

export interface HostedCardFieldsProps {
  /** The gateway whose fields to mount; null while its code loads. */
  adapter: PaymentAdapter | null;
  /** The form the fields belong to, for gateways that tokenise a form (gateway C). */
  formId?: string;
}

/**
 * The gateway's hosted card fields: the provider's frames, mounted into a
 * container React leaves alone. The mounted adapter becomes the one Book
 * pays with; leaving (another method, unticked terms) takes the fields out.
 * A mount that failed (its client secret, its SDK) says so, with 'Try again'.
 */
export function HostedCardFields({ adapter, formId }: HostedCardFieldsProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  /** 'Try again' after a failed mount mounts the fields anew. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = host.current;
    if (!adapter || !element) return;
    let live = true;
    setState('loading');
    adapter.mount(element).then(
      () => {
        if (!live) return;
        setState('ready');
        $gatewayAdapter.set(adapter);
      },
      (error: unknown) => {
        void reportLater('error', `${adapter.gateway}: card fields could not be mounted`, { error });
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
      if ($gatewayAdapter.get() === adapter) $gatewayAdapter.set(null);
      adapter.unmount();
    };
  }, [adapter, attempt]);

  return (
    <div className="hosted-fields" aria-busy={state === 'loading'}>
      <div ref={host} id={adapter ? `${adapter.gateway}-card-element` : undefined} data-form={formId} className="hosted-fields-host" />
      {state === 'loading' ? (
        <p className="hosted-fields-status" role="status">
          {t('Loading secure card fields…')}
        </p>
      ) : null}
      {state === 'error' ? (
        <div className="hosted-fields-error" role="alert">
          <p className="field-error">{t('The card form could not be loaded. Please try again later or choose another payment method.')}</p>
          <button type="button" className="btn-ghost" onClick={() => setAttempt((count) => count + 1)}>
            {t('Try again')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
