// Shared part of the test gateway's SDK emulations, wrapped with each SDK in
// one function (see server/routes/testGateway.ts): where the API is, and
// hosted-field frames served from the API's origin that answer requests
// through postMessage. Messages count only from the API's exact origin and
// the very frame; their data is read as data.
var sdkScript = document.currentScript;
var sdkUrl = new URL(sdkScript?.src ? sdkScript.src : location.href);
/** The API base, e.g. http://127.0.0.1:8787/api */
var apiBase = sdkUrl.href.replace(/\/test-gateway\/sdk\/[^/?#]+(?:[?#].*)?$/, '');
var apiOrigin = sdkUrl.origin;

function randomId() {
  var bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.prototype.map
    .call(bytes, function (b) {
      return `0${b.toString(16)}`.slice(-2);
    })
    .join('');
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A hosted field frame: `src` on `origin`, titled for assistive technology.
 * `request(type, payload)` posts to the frame and resolves with its answer.
 */
function HostedFrame(src, origin, title, height) {
  var frame = this;
  this.origin = origin;
  this.id = randomId();
  this.pending = {};
  this.iframe = document.createElement('iframe');
  var url = new URL(src);
  url.searchParams.set('origin', location.origin);
  url.searchParams.set('frame', this.id);
  this.iframe.src = url.href;
  this.iframe.title = title;
  this.iframe.setAttribute('allow', 'payment');
  this.iframe.style.cssText = `display:block;width:100%;border:0;height:${height}px;`;
  this.ready = new Promise(function (resolve) {
    frame.resolveReady = resolve;
  });
  this.listener = function (event) {
    if (event.origin !== frame.origin || event.source !== frame.iframe.contentWindow) return;
    var data = event.data;
    if (!isRecord(data) || data.testGateway !== 1 || data.frame !== frame.id) return;
    if (data.type === 'ready') {
      frame.resolveReady();
      return;
    }
    if (data.type === 'result' && typeof data.id === 'string' && frame.pending[data.id]) {
      var resolve = frame.pending[data.id];
      delete frame.pending[data.id];
      resolve(data.payload);
    }
  };
  window.addEventListener('message', this.listener);
}

HostedFrame.prototype.request = function (type, payload) {
  var frame = this;
  return this.ready.then(function () {
    return new Promise(function (resolve) {
      var id = randomId();
      frame.pending[id] = resolve;
      frame.iframe.contentWindow.postMessage({ testGateway: 1, id: id, type: type, payload: payload || {} }, frame.origin);
    });
  });
};

HostedFrame.prototype.destroy = function () {
  window.removeEventListener('message', this.listener);
  this.iframe.remove();
  this.pending = {};
};

/** POST JSON to the API (the site's origin is allowed by CORS) and read the JSON answer. */
function postJson(url, body) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' }).then(
    function (response) {
      return response.json().then(
        function (json) {
          return { ok: response.ok, status: response.status, body: json };
        },
        function () {
          return { ok: false, status: response.status, body: null };
        },
      );
    },
  );
}

/** The message of an API answer: `{ message }`, or the first of `[{ message }]`. */
function messageOf(body) {
  if (Array.isArray(body) && isRecord(body[0]) && typeof body[0].message === 'string') return body[0].message;
  if (isRecord(body) && typeof body.message === 'string') return body.message;
  return null;
}
