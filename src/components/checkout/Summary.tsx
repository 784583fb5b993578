import { useTranslation } from '../../i18n/react.tsx';
import type { BasketItem } from '../../lib/basket/basket.ts';
import type { OfferedMethod } from '../../lib/payment/payment-methods.ts';
import { checkoutReceipt } from '../../lib/checkout/checkout-receipt.ts';
import { ReceiptView } from '../booking/ReceiptView.tsx';

/** The checkout's reservation summary (02 §2.3), computed from the basket. */
export function Summary({
  lang,
  items,
  method,
  engine,
  methodName,
}: {
  lang: string;
  items: BasketItem[];
  method: OfferedMethod | null;
  engine: { currency: string; secondaryCurrency: string | null; settingsExchangeRate: number | null; timeZone?: string };
  methodName?: string;
}) {
  const { t } = useTranslation();
  return (
    <ReceiptView
      lang={lang}
      receipt={checkoutReceipt(items)}
      method={method?.id ?? 2}
      engine={engine}
      timeZone={engine.timeZone}
      methodName={methodName ? t(methodName) : undefined}
    />
  );
}
