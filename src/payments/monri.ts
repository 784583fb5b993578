/**
 * Gateways B (Monri, method 4) and A (WSPay, method 6, of the Monri
 * family): Monri Components, as documented at
 * https://docs.monri.com/docs/components-integration —
 *
 *   const monri = Monri(authenticityToken, { locale });
 *   const components = monri.components({ clientSecret });
 *   const card = components.create('card', { style });
 *   card.mount('card-element-id');
 *   monri.confirmPayment(card, { address, fullName, city, zip, phone, country, email, orderInfo })
 *     .then(({ result, error }) => …)   // result.status 'approved' | 'declined'
 *
 * Gateway B initialises Components with its authenticityToken, gateway A
 * with its shopId. The client secret comes from our API for the stay's
 * total (02 §7), before the card element mounts.
 */
import { monriClientSecret } from '../api/payments.ts';
import { sdkScripts } from './config.ts';
import { reporter } from './reporter.ts';
import { GENERIC_ERROR, monriOutcome } from './results.ts';
import { loadScripts, sdkGlobal } from './sdk.ts';
import { GatewayUnavailableError, type GatewayContext, type PaymentAdapter, type PaymentOrder, type PaymentOutcome } from './types.ts';

interface MonriCard {
  mount(elementId: string): void;
}

interface MonriInstance {
  components(options: { clientSecret: string }): { create(type: 'card', options?: Record<string, unknown>): MonriCard };
  confirmPayment(card: MonriCard, params: Record<string, string>): Promise<unknown>;
}

type MonriFactory = (account: string, options: { locale: string }) => MonriInstance;

/** Languages Monri Components speak; others see English. */
const MONRI_LOCALES = new Set(['en', 'hr', 'sl', 'de', 'sr', 'bs', 'mk']);

const STYLE = { base: { fontSize: '16px', color: '#1f2933' }, invalid: { color: '#a32a00' } };

export function createMonriAdapter(context: GatewayContext, gateway: 'monri' | 'wspay'): PaymentAdapter {
  const account = (gateway === 'monri' ? context.settings.authenticityToken : context.settings.shopId) ?? '';
  let monri: MonriInstance | null = null;
  let card: MonriCard | null = null;
  let mounted: HTMLElement | null = null;
  // A mount taken out (unmounted) while it waited stops there and leaves the page alone.
  let generation = 0;

  return {
    gateway,
    async mount(container) {
      const mine = ++generation;
      if (!account) throw new GatewayUnavailableError(`The ${gateway} account is not set up`);
      const answer = await monriClientSecret(gateway, {
        account,
        bookingEngineId: context.bookingEngineId,
        amount: context.amount,
        currency: context.currency,
      });
      const clientSecret = typeof (answer as { clientSecret?: unknown })?.clientSecret === 'string' ? (answer as { clientSecret: string }).clientSecret : null;
      if (!clientSecret) throw new GatewayUnavailableError(`The ${gateway} client secret is missing`);
      await loadScripts(sdkScripts(gateway, context.settings, context.apiUrl));
      if (mine !== generation) return;
      const Monri = sdkGlobal<MonriFactory>('Monri');
      monri = Monri(account, { locale: MONRI_LOCALES.has(context.locale) ? context.locale : 'en' });
      const element = monri.components({ clientSecret }).create('card', { style: STYLE });
      if (!container.id) container.id = `${gateway}-card-element`;
      element.mount(container.id);
      card = element;
      mounted = container;
    },
    unmount() {
      generation++;
      mounted?.replaceChildren();
      mounted = null;
      card = null;
      monri = null;
    },
    async pay(order: PaymentOrder): Promise<PaymentOutcome> {
      if (!monri || !card) return { status: 'failed', message: GENERIC_ERROR };
      let answer: unknown;
      try {
        answer = await monri.confirmPayment(card, {
          address: order.guest.address,
          fullName: order.name,
          city: order.guest.city,
          zip: order.guest.postalCode,
          phone: order.guest.phone,
          country: order.guest.country,
          email: order.guest.email,
          orderInfo: order.orderInfo,
        });
      } catch (exception) {
        reporter().report('error', `${gateway}: confirmPayment failed`, { exception });
        return { status: 'failed', message: GENERIC_ERROR };
      }
      return monriOutcome(answer, gateway, order.name, reporter());
    },
    challengeOutcome: () => null,
    challengeClosed: () => ({ status: 'failed', message: null }),
  };
}
