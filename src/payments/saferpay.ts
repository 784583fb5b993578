/**
 * Gateway E (Saferpay, method 7): Saferpay Fields, as documented at
 * https://saferpay.github.io/sndbx/Hosted_Fields.html —
 *
 *   <div id="fields-card-number"></div> <div id="fields-expiration"></div> <div id="fields-cvc"></div>
 *   SaferpayFields.init({ accessToken, url: '{base}/Fields/{customerId}', paymentMethods, placeholders,
 *                         onSuccess, onError });
 *   SaferpayFields.submit({ onSuccess: (event) => event.token, onError: (event) => event.message });
 *
 * The Fields token is turned into a card alias by our API (alias insert),
 * whose 3-D Secure page runs in the modal's frame and comes back to our
 * return screen, which posts 'close' (02 §4.4). The card fields are
 * mounted afresh after every submit.
 */
import { saferpayAliasInsert } from '../api/payments.ts';
import { saferpayFieldsUrl, sdkScripts } from './config.ts';
import { reporter } from './reporter.ts';
import { CARD_AUTHORISATION_ERROR, GENERIC_ERROR, saferpayAliasChallenge, saferpayChallengeOutcome } from './results.ts';
import { loadScripts, sdkGlobal } from './sdk.ts';
import { GatewayUnavailableError, type GatewayContext, type PaymentAdapter, type PaymentOutcome } from './types.ts';

interface SaferpayFieldsApi {
  init(options: {
    accessToken: string;
    url: string;
    paymentMethods?: string[];
    placeholders?: Record<string, string>;
    style?: Record<string, string>;
    onSuccess?: () => void;
    onError?: (event: { message?: string }) => void;
  }): void;
  submit(options: { onSuccess: (event: { token?: string }) => void; onError: (event: { message?: string }) => void }): void;
}

/** The 3-D Secure frame's height (02 §2.5, §9.7). */
export const SAFERPAY_FRAME = { height: 600, modalWidth: 780 } as const;

/** The placeholders' documented ids, with the label each shows. */
const PLACES = [
  { id: 'fields-card-number', caption: 'cardNumber' },
  { id: 'fields-expiration', caption: 'expirationDate' },
  { id: 'fields-cvc', caption: 'cvc' },
] as const;

/** Card brands Saferpay Fields accept, by our card type names (02 §3.2 selectedCardTypes). */
const BRANDS = new Set(['maestro', 'mastercard', 'visa', 'diners', 'amex']);

export function createSaferpayAdapter(context: GatewayContext): PaymentAdapter {
  const customerId = context.settings.customerId ?? '';
  const accessToken = context.settings.token ?? '';
  const paymentMethods = (context.settings.selectedCardTypes ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter((type) => BRANDS.has(type));
  let fields: SaferpayFieldsApi | null = null;
  let mounted: HTMLElement | null = null;
  // A mount taken out (unmounted) while it waited stops there and leaves the page alone.
  let generation = 0;

  async function mount(container: HTMLElement): Promise<void> {
    const mine = ++generation;
    if (!customerId || !accessToken) throw new GatewayUnavailableError('The Saferpay account is not set up');
    await loadScripts(sdkScripts('saferpay', context.settings, context.apiUrl));
    if (mine !== generation) return;
    const api = sdkGlobal<SaferpayFieldsApi>('SaferpayFields');
    container.replaceChildren(
      ...PLACES.map((place) => {
        const wrapper = document.createElement('div');
        wrapper.className = 'field';
        const caption = document.createElement('span');
        caption.className = 'field-label';
        caption.id = `${place.id}-label`;
        caption.textContent = context.labels[place.caption];
        const slot = document.createElement('div');
        slot.id = place.id;
        slot.className = 'hosted-field';
        slot.setAttribute('aria-labelledby', caption.id);
        wrapper.append(caption, slot);
        return wrapper;
      }),
    );
    mounted = container;
    await new Promise<void>((resolve, reject) => {
      api.init({
        accessToken,
        url: saferpayFieldsUrl(customerId, context.settings, context.apiUrl),
        ...(paymentMethods.length > 0 ? { paymentMethods } : {}),
        placeholders: { cardnumber: '0000 0000 0000 0000', expiration: 'MM/YY', cvc: '000' },
        onSuccess: () => resolve(),
        onError: (event) => (mine === generation ? reject(new GatewayUnavailableError(event?.message ?? 'Saferpay Fields could not start')) : resolve()),
      });
    });
    if (mine !== generation) return;
    fields = api;
  }

  function unmount(): void {
    generation++;
    mounted?.replaceChildren();
    mounted = null;
    fields = null;
  }

  /** Saferpay Fields' token for the typed card, or null when the submit failed. */
  function submit(api: SaferpayFieldsApi): Promise<string | null> {
    return new Promise((resolve) => {
      api.submit({
        onSuccess: (event) => resolve(typeof event?.token === 'string' && event.token ? event.token : null),
        onError: () => resolve(null),
      });
    });
  }

  return {
    gateway: 'saferpay',
    mount,
    unmount,
    async pay(): Promise<PaymentOutcome> {
      if (!fields || !mounted) return { status: 'failed', message: GENERIC_ERROR };
      const container = mounted;
      const token = await submit(fields);
      // The card fields are mounted afresh after each submit (02 §2.4).
      unmount();
      void mount(container).catch((error: unknown) => reporter().report('error', 'saferpay: fields could not be mounted again', { error }));
      // A submit error: the message is cleared and loading stops (02 §8).
      if (!token) return { status: 'failed', message: null };
      let answer: unknown;
      try {
        answer = await saferpayAliasInsert({ bookingEngineId: context.bookingEngineId, saferFieldsToken: token });
      } catch {
        return { status: 'failed', message: GENERIC_ERROR };
      }
      const step = saferpayAliasChallenge(answer, reporter());
      if (!step) return { status: 'failed', message: GENERIC_ERROR };
      return {
        status: 'challenge',
        challenge: {
          gateway: 'saferpay',
          modal: 'GATEWAY_E_3DS',
          url: step.redirectUrl,
          // The gateway's page hands back to our own return screen, which posts 'close' (02 §2.1, §2.5).
          origin: location.origin,
          width: null,
          height: SAFERPAY_FRAME.height,
          modalWidth: SAFERPAY_FRAME.modalWidth,
          pending: { token: step.token },
        },
      };
    },
    challengeOutcome: (data, challenge) => saferpayChallengeOutcome(data, challenge.pending),
    challengeClosed: () => ({ status: 'failed', message: CARD_AUTHORISATION_ERROR }),
  };
}
