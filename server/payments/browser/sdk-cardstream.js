// Cardstream Hosted Payment Fields as the test gateway serves them (the
// subset our adapter uses, as Cardstream documents it):
// new hostedFields.classes.Form(formElement, { autoSetup, autoSubmit, merchantID, fields })
// turns every <input type="hostedfield:cardNumber|cardExpiryDate|cardCVV">
// of the form into a frame on the API's origin; form.validate(submitting) and
// form.getPaymentDetails(tokenData, validate) → Promise<{ success,
// paymentToken, invalid, message }>. Each field's frame sends its own value to
// the test gateway; the page only ever sees the token.
var FIELD_TYPES = { cardNumber: 'cardNumber', cardExpiryDate: 'cardExpiryDate', cardCVV: 'cardCVV' };

function labelText(input) {
  if (input.id) {
    var label = document.querySelector(`label[for="${CSS.escape(input.id)}"]`);
    if (label) return label.textContent.trim();
  }
  var wrapping = input.closest('label');
  return wrapping ? wrapping.textContent.trim() : input.getAttribute('aria-label') || input.placeholder || 'Card detail';
}

function HostedForm(form, options) {
  if (!(form instanceof HTMLFormElement)) throw new Error('hostedFields: a FORM element is required');
  options = options || {};
  if (!options.merchantID) throw new Error('MerchantID required');
  this.form = form;
  this.merchantID = String(options.merchantID);
  this.session = randomId();
  this.fields = [];
  if (options.autoSetup !== false) this.autoSetup();
}

HostedForm.prototype.autoSetup = function () {
  var form = this;
  Array.prototype.forEach.call(this.form.elements, function (input) {
    if (!(input instanceof HTMLInputElement)) return;
    var type = (input.getAttribute('type') || '').replace(/^hostedfield:/, '');
    if (!FIELD_TYPES[type] || input.dataset.hostedfieldMounted === '1') return;
    var title = labelText(input);
    var src =
      apiBase +
      '/test-gateway/fields/field?gateway=cardstream&field=' +
      type +
      '&session=' +
      form.session +
      '&label=' +
      encodeURIComponent(title) +
      '&placeholder=' +
      encodeURIComponent(input.placeholder || '');
    var frame = new HostedFrame(src, apiOrigin, title, 48);
    input.dataset.hostedfieldMounted = '1';
    input.hidden = true;
    input.disabled = true;
    input.required = false;
    input.after(frame.iframe);
    form.fields.push({ type: type, input: input, frame: frame });
  });
};

HostedForm.prototype.validate = function (submitting) {
  var form = this;
  return Promise.all(
    this.fields.map(function (field) {
      return field.frame.request('validate', { submitting: !!submitting });
    }),
  ).then(function (answers) {
    var fieldsValid = answers.every(function (answer) {
      return isRecord(answer) && answer.valid === true;
    });
    return fieldsValid && form.form.checkValidity();
  });
};

HostedForm.prototype.getValidationErrors = function () {
  return null;
};

HostedForm.prototype.getPaymentDetails = function (tokenData, validate) {
  var form = this;
  var data = isRecord(tokenData) ? tokenData : {};
  return Promise.resolve(validate ? this.validate(true) : true).then(function (valid) {
    if (!valid) return { success: false, invalid: { form: 'Please correct the invalid fields' }, message: 'Please correct the invalid fields' };
    return Promise.all(
      form.fields.map(function (field) {
        return field.frame.request('store', {});
      }),
    ).then(function (answers) {
      if (
        !answers.every(function (answer) {
          return isRecord(answer) && answer.stored === true;
        })
      )
        return { success: false, message: 'The card details could not be sent' };
      return postJson(`${apiBase}/test-gateway/cardstream/tokenise`, { session: form.session, merchantId: form.merchantID, tokenData: data }).then(
        function (answer) {
          return isRecord(answer.body) ? answer.body : { success: false, message: 'No answer from the payment gateway' };
        },
      );
    });
  });
};

HostedForm.prototype.destroy = function () {
  this.fields.forEach(function (field) {
    field.frame.destroy();
    field.input.hidden = false;
    field.input.disabled = false;
    delete field.input.dataset.hostedfieldMounted;
  });
  this.fields = [];
};

window.hostedFields = window.hostedFields || { classes: {} };
window.hostedFields.classes.Form = HostedForm;
