import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useOwedMoney } from '../ui/useMoney.ts';
import { epcQrText, hub3Text, latin2, type TransferDetails } from '../../lib/payment/payment-codes.ts';

/** A text as the encoder's bytes: UTF-8 for the EPC QR code (its character set 1). */
const utf8 = (text: string): string => String.fromCharCode(...new TextEncoder().encode(text));

interface Drawn {
  epc: string | null;
  hub3: string | null;
}

const asImage = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The encoder, fetched once: as the guest points at or focuses the button, or presses it. */
let encoder: Promise<typeof import('bwip-js/browser')> | null = null;
const loadEncoder = () => (encoder ??= import('bwip-js/browser'));

/**
 * The codes a banking app scans to pay the prepayment (EPC QR code; HUB3
 * barcode for a Croatian account), drawn by bwip-js when the guest asks
 * for them: the encoder (about 75 KB of gzip JavaScript) would double the
 * page's script if it came with it, and a guest on a phone pays with the
 * copy buttons, not by scanning the screen in their hand. Nothing shows
 * for a transfer no code can carry (another currency, no IBAN).
 */
export function PaymentCodes({ transfer }: { transfer: TransferDetails }) {
  const { t } = useTranslation();
  const owed = useOwedMoney();
  const epc = epcQrText(transfer);
  const hub3 = hub3Text(transfer);
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if ((!epc && !hub3) || !open) return;
    let live = true;
    void loadEncoder().then(({ drawingSVG, pdf417, qrcode }) => {
      if (!live) return;
      // BWIPP's own options (eclevel) are not in bwip-js's types: the option objects are built apart.
      // Each code carries its own white quiet zone (ISO/IEC 18004: four modules round a QR code; ISO/IEC 15438: two
      // round a PDF417), so a camera finds it whatever the page's colour behind it.
      // EPC069-12: error correction level M.
      const qr = epc ? { bcid: 'qrcode', text: utf8(epc), eclevel: 'M', scale: 4, padding: 4, backgroundcolor: 'FFFFFF' } : null;
      // HUB3: PDF417 with error correction level 4, in ISO 8859-2.
      const stacked = hub3 ? { bcid: 'pdf417', text: latin2(hub3), eclevel: 4, scale: 2, padding: 2, backgroundcolor: 'FFFFFF' } : null;
      setDrawn({ epc: qr ? asImage(qrcode(qr, drawingSVG())) : null, hub3: stacked ? asImage(pdf417(stacked, drawingSVG())) : null });
    });
    return () => {
      live = false;
    };
  }, [epc, hub3, open]);

  if (!epc && !hub3) return null;
  const tokens = { amount: owed.money(transfer.amount, transfer.currency), name: transfer.beneficiary ?? '' };
  return (
    <section className="payment-codes" aria-labelledby="payment-codes-heading">
      <h3 id="payment-codes-heading">{t('Pay by scanning')}</h3>
      <p className="summary-note">{t('Scan a code with your banking app and the payment details fill in by themselves.')}</p>
      <button
        type="button"
        className="btn-ghost btn-small"
        aria-expanded={open}
        aria-controls="payment-codes-images"
        onPointerEnter={() => void loadEncoder()}
        onFocus={() => void loadEncoder()}
        onClick={() => setOpen(!open)}
      >
        {open ? t('Hide the codes') : t('Show the codes')}
      </button>
      <div id="payment-codes-images" className="payment-codes-images" hidden={!open} aria-busy={open && drawn === null}>
        {epc ? (
          <figure className="payment-code">
            {drawn?.epc ? (
              <img src={drawn.epc} alt={t('EPC QR code: pay %amount% to %name%', tokens)} data-payload={epc} width={180} height={180} />
            ) : (
              <span className="payment-code-slot" />
            )}
          </figure>
        ) : null}
        {hub3 ? (
          <figure className="payment-code payment-code-wide">
            {drawn?.hub3 ? (
              <img src={drawn.hub3} alt={t('HUB3 barcode: pay %amount% to %name%', tokens)} data-payload={hub3} />
            ) : (
              <span className="payment-code-slot" />
            )}
          </figure>
        ) : null}
      </div>
    </section>
  );
}
