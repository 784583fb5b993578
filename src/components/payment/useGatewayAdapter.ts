import { useEffect, useState } from 'react';
import { createAdapter } from '../../payments/index.ts';
import { reporter } from '../../payments/reporter.ts';
import type { GatewayContext, PaymentAdapter } from '../../payments/types.ts';

/**
 * The adapter of the chosen method's gateway, loaded on demand (its module
 * and its provider's SDK reach the page only now), or null for the card
 * form, bank transfer and while loading. A new adapter for another method,
 * property, amount or language.
 */
export function useGatewayAdapter(context: GatewayContext | null): PaymentAdapter | null {
  const [loaded, setLoaded] = useState<{ key: string; adapter: PaymentAdapter | null } | null>(null);
  const key = context ? [context.methodId, context.bookingEngineId, context.amount, context.currency, context.locale].join('|') : null;
  useEffect(() => {
    if (!context || key === null) return;
    let live = true;
    createAdapter(context).then(
      (created) => {
        if (live) setLoaded({ key, adapter: created });
      },
      (error: unknown) => reporter().report('error', 'payment adapter could not be loaded', { error, methodId: context.methodId }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  // Never another method's adapter, not even for the render before the new one loads.
  return loaded !== null && loaded.key === key ? loaded.adapter : null;
}
