// Stripe.js as the test gateway serves it (the subset our adapter uses, as
// Stripe documents it): Stripe(publishableKey), stripe.elements({ locale })
// .create('card', options).mount(elementOrSelector), and
// stripe.confirmCardSetup(clientSecret, { payment_method: { card,
// billing_details: { name } } }) → Promise<{ setupIntent } | { error }>.
// The card Element is one frame on the API's origin.
function StripeCardElement(publishableKey, locale) {
  this.publishableKey = publishableKey;
  this.locale = locale;
  this.frame = null;
}

StripeCardElement.prototype.mount = function (target) {
  var container = typeof target === 'string' ? document.querySelector(target) : target;
  if (!container) throw new Error(`Stripe: no element ${target}`);
  if (this.frame) this.frame.destroy();
  var src = `${apiBase}/test-gateway/fields/card?gateway=stripe&locale=${encodeURIComponent(this.locale)}`;
  this.frame = new HostedFrame(src, apiOrigin, 'Secure card payment input frame', 176);
  container.replaceChildren(this.frame.iframe);
};

StripeCardElement.prototype.unmount = function () {
  if (this.frame) this.frame.destroy();
  this.frame = null;
};

StripeCardElement.prototype.destroy = StripeCardElement.prototype.unmount;
StripeCardElement.prototype.on = function () {};

window.Stripe = function (publishableKey) {
  if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) throw new Error('Stripe: a publishable key (pk_…) is required');
  return {
    elements: function (options) {
      var locale = options && typeof options.locale === 'string' ? options.locale : 'auto';
      return {
        create: function (type) {
          if (type !== 'card') throw new Error('Stripe: the test gateway has the card Element only');
          return new StripeCardElement(publishableKey, locale);
        },
      };
    },
    confirmCardSetup: function (clientSecret, data) {
      var method = data?.payment_method;
      var card = method?.card;
      if (!(card instanceof StripeCardElement) || !card.frame)
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The card Element is not mounted.' } });
      var name = method.billing_details && typeof method.billing_details.name === 'string' ? method.billing_details.name : '';
      return card.frame
        .request('confirm', { gateway: 'stripe', clientSecret: clientSecret, billingName: name, publishableKey: publishableKey })
        .then(function (answer) {
          return isRecord(answer) ? answer : { error: { type: 'api_error', message: 'No answer from the payment form.' } };
        });
    },
  };
};
