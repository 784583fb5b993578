import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react.tsx';
import { cardFieldsAfterTerms, METHOD, type OfferedMethod } from '../../lib/payment/payment-methods.ts';
import type { PaymentAdapter } from '../../payments/types.ts';
import { CardholderFields, type CardholderValues } from './CardholderFields.tsx';
import { HostedCardFields } from './HostedCardFields.tsx';

/** Gateway C's own form: its hosted fields and the card holder's fields join it by the `form` attribute. */
export const GATEWAY_C_FORM_ID = 'gateway-c-form';

export interface GatewayFormProps {
  method: OfferedMethod;
  adapter: PaymentAdapter | null;
  values: CardholderValues;
  onChange: (changes: Partial<CardholderValues>) => void;
  errorText: (field: string) => string | undefined;
  termsAccepted: boolean;
  /** Gateway C's error text, shown under its form (02 §2.4, §4.4). */
  gatewayError: string | null;
}

/**
 * The card form of a gateway method (02 §2.4): the card holder and address
 * for methods 3, 4, 5 and 6, then the gateway's hosted card fields — for
 * 4, 6 and gateway E only once the terms are accepted (02 §4.3). Gateway C
 * has a form of its own with an error area under it and a hidden submit;
 * Book starts the payment.
 */
export function GatewayForm({ method, adapter, values, onChange, errorText, termsAccepted, gatewayError }: GatewayFormProps) {
  const { t } = useTranslation();
  const showFields = !cardFieldsAfterTerms(method) || termsAccepted;
  if (method.id === METHOD.GATEWAY_C) {
    return (
      <div className="gateway-form">
        <CardholderFields values={values} onChange={onChange} errorText={errorText} form={GATEWAY_C_FORM_ID} required />
        <HostedCardFields adapter={adapter} formId={GATEWAY_C_FORM_ID} />
        <p className="gateway-error" role="alert" tabIndex={-1} data-payment-message="">
          {gatewayError ? t(gatewayError) : ''}
        </p>
        {createPortal(
          <form id={GATEWAY_C_FORM_ID} className="gateway-c-form" noValidate aria-hidden="true" onSubmit={(event) => event.preventDefault()}>
            <button type="submit" hidden tabIndex={-1} />
          </form>,
          document.body,
        )}
      </div>
    );
  }
  return (
    <div className="gateway-form">
      {method.id === METHOD.GATEWAY_E ? null : <CardholderFields values={values} onChange={onChange} errorText={errorText} />}
      {showFields ? <HostedCardFields adapter={adapter} /> : null}
    </div>
  );
}
