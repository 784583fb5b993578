// Monri Components as the test gateway serves them (the subset our adapter
// uses, as Monri documents it): Monri(token, { locale }),
// monri.components({ clientSecret }).create('card').mount(elementId), and
// monri.confirmPayment(card, transactionParams) → Promise<{ result, error }>.
// The card element is one frame on the API's origin with the card number,
// expiry and CVV; confirmPayment asks the frame, which sends the card to the
// test gateway itself. GATEWAY is 'monri' or 'wspay' (WSPay uses the same
// Components with its shop id).
function MonriCard(clientSecret, locale) {
  this.clientSecret = clientSecret;
  this.locale = locale;
  this.frame = null;
}

MonriCard.prototype.mount = function (elementId) {
  var container = typeof elementId === 'string' ? document.getElementById(elementId.replace(/^#/, '')) : elementId;
  if (!container) throw new Error(`Monri: no element with id ${elementId}`);
  if (this.frame) this.frame.destroy();
  var src = `${apiBase}/test-gateway/fields/card?gateway=${GATEWAY}&locale=${encodeURIComponent(this.locale)}`;
  this.frame = new HostedFrame(src, apiOrigin, 'Secure card payment', 176);
  container.replaceChildren(this.frame.iframe);
};

MonriCard.prototype.unmount = function () {
  if (this.frame) this.frame.destroy();
  this.frame = null;
};

MonriCard.prototype.onChange = function () {};

window.Monri = function (authenticityToken, options) {
  if (typeof authenticityToken !== 'string' || authenticityToken === '') throw new Error('Monri: authenticity token required');
  var locale = options && typeof options.locale === 'string' ? options.locale : 'en';
  return {
    components: function (componentOptions) {
      var clientSecret = componentOptions?.clientSecret;
      if (typeof clientSecret !== 'string' || clientSecret === '') throw new Error('Monri: clientSecret required');
      return {
        create: function (type) {
          if (type !== 'card') throw new Error('Monri: the test gateway has the card component only');
          return new MonriCard(clientSecret, locale);
        },
      };
    },
    confirmPayment: function (card, transactionParams) {
      if (!(card instanceof MonriCard) || !card.frame) return Promise.resolve({ result: null, error: { message: 'The card component is not mounted' } });
      return card.frame.request('confirm', { gateway: GATEWAY, clientSecret: card.clientSecret, params: transactionParams || {} }).then(function (answer) {
        return isRecord(answer) ? answer : { result: null, error: { message: 'No answer from the payment form' } };
      });
    },
  };
};
