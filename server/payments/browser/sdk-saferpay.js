// Saferpay Fields as the test gateway serves them (the subset our adapter
// uses, as Saferpay documents it): SaferpayFields.init({ accessToken, url:
// '{base}/Fields/{customerId}', paymentMethods, placeholders, onSuccess,
// onError }) fills the placeholders #fields-card-number, #fields-expiration,
// #fields-cvc (and #fields-holder-name when present) with frames loaded
// from `url`; SaferpayFields.submit({ onSuccess(event) { event.token },
// onError(event) { event.message } }).
var PLACES = [
  { id: 'fields-holder-name', field: 'holdername', title: 'Card holder', optional: true },
  { id: 'fields-card-number', field: 'cardnumber', title: 'Card number' },
  { id: 'fields-expiration', field: 'expiration', title: 'Expiration date' },
  { id: 'fields-cvc', field: 'cvc', title: 'CVC' },
];

var current = null;

function callback(fn, event) {
  if (typeof fn === 'function') fn(event);
}

function titleOf(slot, fallback) {
  var labelledBy = slot.getAttribute('aria-labelledby');
  var label = labelledBy ? document.getElementById(labelledBy) : null;
  return label?.textContent.trim() ? label.textContent.trim() : fallback;
}

window.SaferpayFields = {
  version: function () {
    return '1.0.0-test-gateway';
  },
  init: function (options) {
    options = options || {};
    if (current)
      current.frames.forEach(function (frame) {
        frame.destroy();
      });
    current = null;
    var url;
    try {
      url = new URL(options.url);
    } catch {
      callback(options.onError, { message: 'The Fields url is not valid' });
      return;
    }
    var base = url.href.replace(/\/+$/, '');
    var session = randomId();
    var state = { base: base, origin: url.origin, accessToken: String(options.accessToken || ''), session: session, frames: [] };
    postJson(`${base}/init`, { accessToken: state.accessToken, paymentMethods: Array.isArray(options.paymentMethods) ? options.paymentMethods : [] }).then(
      function (answer) {
        if (!answer.ok) {
          callback(options.onError, { message: messageOf(answer.body) || 'Access forbidden!' });
          return;
        }
        var placeholders = isRecord(options.placeholders) ? options.placeholders : {};
        PLACES.forEach(function (place) {
          var slot = document.getElementById(place.id);
          if (!slot) {
            if (!place.optional) callback(options.onError, { message: `Missing placeholder #${place.id}` });
            return;
          }
          var title = titleOf(slot, place.title);
          var src =
            base +
            '/field?field=' +
            place.field +
            '&session=' +
            session +
            '&label=' +
            encodeURIComponent(title) +
            '&placeholder=' +
            encodeURIComponent(placeholders[place.field] || '');
          var frame = new HostedFrame(src, state.origin, title, 48);
          slot.replaceChildren(frame.iframe);
          state.frames.push(frame);
        });
        current = state;
        Promise.all(
          state.frames.map(function (frame) {
            return frame.ready;
          }),
        ).then(
          function () {
            callback(options.onSuccess, { event: 'onSuccess' });
          },
          function () {
            callback(options.onError, { message: 'The payment gateway cannot be reached' });
          },
        );
      },
      function () {
        callback(options.onError, { message: 'The payment gateway cannot be reached' });
      },
    );
  },
  submit: function (options) {
    options = options || {};
    var state = current;
    if (!state) {
      callback(options.onError, { message: 'Saferpay Fields are not initialised' });
      return;
    }
    Promise.all(
      state.frames.map(function (frame) {
        return frame.request('store', {});
      }),
    )
      .then(function (answers) {
        if (
          !answers.every(function (answer) {
            return isRecord(answer) && answer.stored === true;
          })
        ) {
          var invalid = answers.filter(function (answer) {
            return isRecord(answer) && answer.message;
          })[0];
          callback(options.onError, { message: invalid ? invalid.message : 'Please check the card details' });
          return;
        }
        return postJson(`${state.base}/submit`, { accessToken: state.accessToken, session: state.session }).then(function (answer) {
          if (answer.ok && isRecord(answer.body) && typeof answer.body.token === 'string') callback(options.onSuccess, { token: answer.body.token });
          else callback(options.onError, { message: messageOf(answer.body) || 'The card could not be submitted' });
        });
      })
      .catch(function () {
        callback(options.onError, { message: 'The payment gateway cannot be reached' });
      });
  },
};
