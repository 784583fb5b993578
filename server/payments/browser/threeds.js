// Gateway E's 3-D Secure page for a card alias: a card that needs no
// challenge is decided at once; a challenge shows Approve and Fail. Either
// way the frame then goes back to the booking site's return screen
// (?saferpay-3ds-redirect=true), which tells the checkout.
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-decision]'));

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
          if (answer && typeof answer.redirect === 'string' && /^https?:\/\//.test(answer.redirect)) location.replace(answer.redirect);
          else status.textContent = 'The check could not be finished.';
        },
        function () {
          status.textContent = 'The check could not be finished.';
        },
      );
  }

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      decide(button.dataset.decision);
    });
  });
  if (!config.challenge) decide('auto');
})();
