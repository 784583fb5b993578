// A single hosted card field of the test gateway (Cardstream's card number,
// expiry or CVV; Saferpay's card number, expiration or CVC): it checks what
// is typed, and on request sends it to the test gateway itself, so the
// booking site's page never holds it. It answers only its parent, at the
// exact origin it was opened for.
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var input = document.getElementById('value');
  var error = document.getElementById('error');

  function luhn(digits) {
    var sum = 0;
    for (var i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
      var digit = digits.charCodeAt(i) - 48;
      if (double) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function check() {
    var value = input.value.trim();
    if (value === '') return 'This field is required';
    if (config.kind === 'number') {
      var digits = value.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Card number is invalid';
    } else if (config.kind === 'expiry') {
      var match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
      if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'Expiration date is invalid';
      var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      var now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && Number(match[1]) < now.getMonth() + 1)) return 'Card expired';
    } else if (config.kind === 'cvv') {
      if (!/^\d{3,4}$/.test(value)) return 'CVV is invalid';
    }
    return null;
  }

  function show(message) {
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    error.textContent = message || '';
  }

  input.addEventListener('input', function () {
    if (config.kind === 'number') {
      var digits = input.value.replace(/\D/g, '').slice(0, 19);
      input.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    } else if (config.kind === 'cvv') {
      input.value = input.value.replace(/\D/g, '').slice(0, 4);
    }
    if (input.getAttribute('aria-invalid') === 'true') show(check());
  });
  input.addEventListener('blur', function () {
    if (input.value) show(check());
  });

  function reply(id, payload) {
    window.parent.postMessage({ testGateway: 1, frame: config.frame, id: id, type: 'result', payload: payload }, config.origin);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== config.origin || event.source !== window.parent) return;
    var data = event.data;
    if (typeof data !== 'object' || data === null || data.testGateway !== 1 || typeof data.id !== 'string') return;
    var problem = check();
    if (data.type === 'validate') {
      show(problem);
      reply(data.id, { valid: problem === null, message: problem });
    } else if (data.type === 'store') {
      show(problem);
      if (problem) {
        reply(data.id, { stored: false, message: problem });
        return;
      }
      fetch(config.partsUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session: config.session, field: config.field, value: input.value.trim() }),
      }).then(
        function (response) {
          reply(data.id, { stored: response.ok });
        },
        function () {
          reply(data.id, { stored: false });
        },
      );
    }
  });

  window.parent.postMessage({ testGateway: 1, frame: config.frame, type: 'ready' }, config.origin);
})();
