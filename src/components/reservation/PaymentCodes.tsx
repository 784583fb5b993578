import { useEffect, useState } from 'react';
import { useNearViewport } from '../ui/useNearViewport.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { epcQrText, hub3Text, latin2, type TransferDetails } from '../../lib/payment/payment-codes.ts';

/** A text as the encoder's bytes: UTF-8 for the EPC QR code (its character set 1). */
const utf8 = (text: string): string => String.fromCharCode(...new TextEncoder().encode(text));

interface Drawn {
  epc: string | null;
  hub3: string | null;
}

const asImage = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The codes a banking app scans to pay the prepayment (EPC QR code; HUB3
 * barcode for a Croatian account), drawn by bwip-js, which loads only
 * here, as the codes come near the screen. Nothing shows for a transfer
 * no code can carry (another currency, no IBAN).
 */
export function PaymentCodes({ transfer }: { transfer: TransferDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const epc = epcQrText(transfer);
  const hub3 = hub3Text(transfer);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // The encoder (about 70 KB of gzip JavaScript) loads as the guest scrolls towards the codes, not with the page.
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearViewport(section, '200px');

  useEffect(() => {
    if ((!epc && !hub3) || !near) return;
    let live = true;
    void import('bwip-js/browser').then(({ drawingSVG, pdf417, qrcode }) => {
      if (!live) return;
      // BWIPP's own options (eclevel) are not in bwip-js's types: the option objects are built apart.
      // EPC069-12: error correction level M.
      const qr = epc ? { bcid: 'qrcode', text: utf8(epc), eclevel: 'M', scale: 4 } : null;
      // HUB3: PDF417 with error correction level 4, in ISO 8859-2.
      const stacked = hub3 ? { bcid: 'pdf417', text: latin2(hub3), eclevel: 4, scale: 2 } : null;
      setDrawn({ epc: qr ? asImage(qrcode(qr, drawingSVG())) : null, hub3: stacked ? asImage(pdf417(stacked, drawingSVG())) : null });
    });
    return () => {
      live = false;
    };
  }, [epc, hub3, near]);

  if (!epc && !hub3) return null;
  const tokens = { amount: money(transfer.amount, transfer.currency), name: transfer.beneficiary ?? '' };
  return (
    <section ref={setSection} className="payment-codes" aria-labelledby="payment-codes-heading">
      <h3 id="payment-codes-heading">{t('Pay by scanning')}</h3>
      <p className="summary-note">{t('Scan a code with your banking app and the payment details fill in by themselves.')}</p>
      <div className="payment-codes-images" aria-busy={drawn === null}>
        {epc ? (
          <figure className="payment-code">
            {drawn?.epc ? <img src={drawn.epc} alt={t('EPC QR code: pay %amount% to %name%', tokens)} data-payload={epc} width={180} height={180} /> : <span className="payment-code-slot" />}
          </figure>
        ) : null}
        {hub3 ? (
          <figure className="payment-code payment-code-wide">
            {drawn?.hub3 ? <img src={drawn.hub3} alt={t('HUB3 barcode: pay %amount% to %name%', tokens)} data-payload={hub3} /> : <span className="payment-code-slot" />}
          </figure>
        ) : null}
      </div>
    </section>
  );
}

