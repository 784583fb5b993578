import { useTranslation } from '../../i18n/react.tsx';
import { gatewayBrand, methodNameKey, type PaymentChoice } from '../../lib/payment/payment-methods.ts';
import { paymentPageOptionLabelKey } from '../../lib/payment/wallets.ts';

export interface PaymentChoicesProps {
  choices: PaymentChoice[];
  chosen: PaymentChoice | null;
  onChoose: (choice: PaymentChoice) => void;
  legend: string;
}

/**
 * The method selector's radio tiles (02 §2.2): each method by its
 * translated name (a card gateway with its provider's name), then gateway
 * E's payment page options (wallets, amex).
 */
export function PaymentChoices({ choices, chosen, onChoose, legend }: PaymentChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="method-tiles">
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => {
        const selected = choice.key === chosen?.key;
        const brand = choice.option ? null : gatewayBrand(choice.method.id);
        return (
          <label key={choice.key} className={selected ? 'method-tile selected' : 'method-tile'}>
            <input type="radio" name="payment-method" checked={selected} onChange={() => onChoose(choice)} />
            {choice.option ? (
              <span className="method-wallet">{t(paymentPageOptionLabelKey(choice.option.paymentPageOption))}</span>
            ) : (
              <span>
                {t(methodNameKey(choice.method.id))}
                {brand ? <span className="method-brand"> · {brand}</span> : null}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
