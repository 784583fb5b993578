// The card element of the test gateway's Monri Components and Stripe.js:
// card number, expiry and CVV in one frame. On request it sends the card
// with the payment's client secret to the test gateway itself and hands the
// gateway's answer (shaped as the provider's) to its parent, at the exact
// origin it was opened for.
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvv = document.getElementById('cvv');
  var error = document.getElementById('error');

  number.addEventListener('input', function () {
    number.value = number.value
      .replace(/\D/g, '')
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  });
  expiry.addEventListener('input', function (event) {
    var digits = expiry.value.replace(/\D/g, '').slice(0, 4);
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    expiry.value = digits.length > 2 || (digits.length === 2 && !deleting) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  });
  cvv.addEventListener('input', function () {
    cvv.value = cvv.value.replace(/\D/g, '').slice(0, 4);
  });

  function reply(id, payload) {
    window.parent.postMessage({ testGateway: 1, frame: config.frame, id: id, type: 'result', payload: payload }, config.origin);
  }

  function show(answer) {
    var message = null;
    if (answer?.error && typeof answer.error.message === 'string') message = answer.error.message;
    error.textContent = message || '';
    var field = answer?.error?.field;
    [number, expiry, cvv].forEach(function (input) {
      input.setAttribute('aria-invalid', field && input.id === field ? 'true' : 'false');
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== config.origin || event.source !== window.parent) return;
    var data = event.data;
    if (typeof data !== 'object' || data === null || data.testGateway !== 1 || typeof data.id !== 'string' || data.type !== 'confirm') return;
    var payload = typeof data.payload === 'object' && data.payload !== null ? data.payload : {};
    var body = {
      gateway: config.gateway,
      clientSecret: typeof payload.clientSecret === 'string' ? payload.clientSecret : '',
      card: { number: number.value, expiry: expiry.value, cvv: cvv.value },
      params: typeof payload.params === 'object' && payload.params !== null ? payload.params : {},
      billingName: typeof payload.billingName === 'string' ? payload.billingName : '',
      publishableKey: typeof payload.publishableKey === 'string' ? payload.publishableKey : '',
    };
    fetch(config.confirmUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json();
      })
      .then(
        function (answer) {
          show(answer);
          reply(data.id, answer);
        },
        function () {
          var failure =
            config.gateway === 'stripe'
              ? { error: { type: 'api_connection_error', message: 'The payment gateway cannot be reached.' } }
              : { result: null, error: { message: 'The payment gateway cannot be reached.' } };
          show(failure);
          reply(data.id, failure);
        },
      );
  });

  window.parent.postMessage({ testGateway: 1, frame: config.frame, type: 'ready' }, config.origin);
})();
