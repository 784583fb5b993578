/**
 * Gateway C (Cardstream, method 5): Hosted Payment Fields, as documented in
 * Cardstream's integration guide ("Hosted Payment Fields library",
 * /sdk/web/v1/js/hostedfields.min.js, a jQuery plugin) —
 *
 *   <form> … <input type="hostedfield:cardNumber"> <input type="hostedfield:cardExpiryDate">
 *            <input type="hostedfield:cardCVV"> … </form>
 *   const form = new window.hostedFields.classes.Form(formElement, { autoSetup: true, autoSubmit: false, merchantID });
 *   await form.validate(true);                                   // the fields and the form's own checks
 *   form.getPaymentDetails({ customerName, customerAddress, customerCity, customerPostcode })
 *     .then(({ success, paymentToken, invalid, message }) => …)
 *
 * The payment token is then pre-authorised by our API's page in the 3-D
 * Secure frame, which answers with a success or failure message (02 §4.4).
 */
import { cardstreamClientSecret, cardstreamPreauthUrl } from '../api/payments.ts';
import { originOf, sdkScripts } from './config.ts';
import { reporter } from './reporter.ts';
import { cardstreamPreauthOutcome, cardstreamToken, TOKEN_PROBLEM } from './results.ts';
import { loadScripts, sdkGlobal } from './sdk.ts';
import { GatewayUnavailableError, type GatewayContext, type PaymentAdapter, type PaymentOrder, type PaymentOutcome } from './types.ts';

interface HostedForm {
  validate(submitting: boolean): PromiseLike<boolean>;
  getPaymentDetails(tokenData: Record<string, string>, validate?: boolean): PromiseLike<unknown>;
  destroy?(): void;
}

type HostedFieldsNamespace = { classes: { Form: new (form: HTMLFormElement, options: Record<string, unknown>) => HostedForm } };

/** The 3-D Secure frame and modal sizes (02 §2.5, §9.7). */
export const CARDSTREAM_FRAME = { width: 420, height: 430, modalWidth: 450 } as const;

const FIELDS = [
  { type: 'cardNumber', caption: 'cardNumber', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number' },
  { type: 'cardExpiryDate', caption: 'expirationDate', placeholder: 'MM / YYYY', autocomplete: 'cc-exp' },
  { type: 'cardCVV', caption: 'cvv', placeholder: '123', autocomplete: 'cc-csc' },
] as const;

/**
 * The hosted fields need a form of their own: the container names it in
 * `data-form` (the page's fields use the `form` attribute to join it).
 */
function formOf(container: HTMLElement): HTMLFormElement {
  const id = container.dataset.form;
  const form = id ? document.getElementById(id) : container.closest('form');
  if (!(form instanceof HTMLFormElement)) throw new GatewayUnavailableError('The card form is missing');
  return form;
}

export function createCardstreamAdapter(context: GatewayContext): PaymentAdapter {
  const merchantId = context.settings.merchantID ?? '';
  let hosted: HostedForm | null = null;
  let mounted: HTMLElement | null = null;
  // A mount taken out (unmounted) while it waited stops there and leaves the page alone.
  let generation = 0;

  return {
    gateway: 'cardstream',
    async mount(container) {
      const mine = ++generation;
      if (!merchantId) throw new GatewayUnavailableError('The Cardstream account is not set up');
      const form = formOf(container);
      const answer = (await cardstreamClientSecret({ merchantId, webBookingEngineId: context.bookingEngineId })) as { response?: { merchantId?: unknown } };
      const merchantID = typeof answer?.response?.merchantId === 'string' ? answer.response.merchantId : merchantId;
      await loadScripts(sdkScripts('cardstream', context.settings, context.apiUrl));
      if (mine !== generation) return;
      const fields = FIELDS.map((field) => {
        const wrapper = document.createElement('div');
        wrapper.className = 'field';
        const input = document.createElement('input');
        input.id = `${form.id || 'cardstream'}-${field.type}`;
        input.setAttribute('type', `hostedfield:${field.type}`);
        input.setAttribute('form', form.id);
        input.name = field.type;
        input.placeholder = field.placeholder;
        input.required = true;
        input.autocomplete = field.autocomplete;
        input.className = 'field-input hostedfield';
        const label = document.createElement('label');
        label.htmlFor = input.id;
        label.className = 'field-label';
        label.textContent = context.labels[field.caption];
        wrapper.append(label, input);
        return wrapper;
      });
      container.replaceChildren(...fields);
      const { Form } = sdkGlobal<HostedFieldsNamespace>('hostedFields').classes;
      hosted = new Form(form, {
        autoSetup: true,
        autoSubmit: false,
        merchantID,
        locale: context.locale,
        fields: { any: { style: 'font: 16px system-ui, sans-serif; color: #1f2933;' }, cardExpiryDate: { dropdown: false } },
      });
      mounted = container;
    },
    unmount() {
      generation++;
      try {
        hosted?.destroy?.();
      } catch {
        /* the fields are gone already */
      }
      mounted?.replaceChildren();
      mounted = null;
      hosted = null;
    },
    async pay(order: PaymentOrder): Promise<PaymentOutcome> {
      if (!hosted) return { status: 'failed', message: TOKEN_PROBLEM };
      // The form's check first: invalid → payment failed, no message (02 §4.4 step 2).
      let valid = false;
      try {
        valid = (await hosted.validate(true)) === true;
      } catch {
        valid = false;
      }
      if (!valid) return { status: 'failed', message: null };
      let token: ReturnType<typeof cardstreamToken>;
      try {
        token = cardstreamToken(
          await hosted.getPaymentDetails({
            customerName: order.name,
            customerAddress: order.guest.address,
            customerCity: order.guest.city,
            customerPostcode: order.guest.postalCode,
          }),
        );
      } catch (exception) {
        reporter().report('error', 'cardstream: getPaymentDetails failed', { exception });
        token = { token: null, message: TOKEN_PROBLEM };
      }
      if (!token.token) return { status: 'failed', message: token.message };
      return {
        status: 'challenge',
        challenge: {
          gateway: 'cardstream',
          modal: 'GATEWAY_C_3DS',
          url: cardstreamPreauthUrl(context.apiUrl, {
            merchantId,
            currency: context.currency,
            webBookingEngineId: context.bookingEngineId,
            token: token.token,
            guestDetails: { ...order.guest },
            paymentDetails: { type: 5, name: order.name },
            origin: location.origin,
            language: context.locale,
          }),
          origin: originOf(context.apiUrl),
          width: CARDSTREAM_FRAME.width,
          height: CARDSTREAM_FRAME.height,
          modalWidth: CARDSTREAM_FRAME.modalWidth,
          pending: {},
        },
      };
    },
    challengeOutcome: (data) => cardstreamPreauthOutcome(data),
    // Closing the 3-D Secure modal by hand is a payment failure (02 §2.5).
    challengeClosed: () => ({ status: 'failed', message: null }),
  };
}
