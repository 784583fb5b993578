// Gateway E's hosted payment page: the guest picks one of the wallets or
// payment methods the page was opened with (or declines, or cancels), and
// is sent back to the booking site.
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-choice]'));
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (other) {
        other.disabled = true;
      });
      status.textContent = 'Processing…';
      fetch(config.decideUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ choice: button.dataset.choice }) })
        .then(function (response) {
          return response.json();
        })
        .then(
          function (answer) {
            if (answer && typeof answer.redirect === 'string' && /^https?:\/\//.test(answer.redirect)) location.assign(answer.redirect);
            else {
              status.textContent = 'The payment could not be finished.';
              buttons.forEach(function (other) {
                other.disabled = false;
              });
            }
          },
          function () {
            status.textContent = 'The payment could not be finished.';
            buttons.forEach(function (other) {
              other.disabled = false;
            });
          },
        );
    });
  });
})();
