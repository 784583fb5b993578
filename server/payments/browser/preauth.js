// Gateway C's pre-authorisation page in the 3-D Secure frame: a payment
// token whose card needs no challenge is decided at once; a challenge shows
// the issuer's check with Approve and Fail. The outcome goes to the parent
// as the success or failure event ({ type, detail }), addressed to the exact
// origin of the booking site that opened the frame.
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-decision]'));

  function tell(message) {
    if (config.origin) window.parent.postMessage(message, config.origin);
  }

  function decide(decision) {
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    status.textContent = 'Checking…';
    fetch(config.decideUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision: decision }) })
      .then(function (response) {
        return response.json();
      })
      .then(
        function (answer) {
          var ok = answer && (answer.type === 'success' || answer.type === 'failure');
          status.textContent = ok && answer.type === 'success' ? 'Card authorised.' : 'Card not authorised.';
          tell(ok ? answer : { type: 'failure', detail: { responseMessage: 'Card authorisation error' } });
        },
        function () {
          status.textContent = 'Card not authorised.';
          tell({ type: 'failure', detail: { responseMessage: 'Card authorisation error' } });
        },
      );
  }

  if (config.failure) {
    tell(config.failure);
    return;
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      decide(button.dataset.decision);
    });
  });
  if (!config.challenge) decide('auto');
})();
