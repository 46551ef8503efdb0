/**
 * The stand-in's `/bundles/cloudpayments.js`: a small `window.cp.CloudPayments` with the real
 * widget's calls, `pay('charge', options, {onSuccess, onFail, onComplete})` and
 * `charge(options, onSuccess, onFail)`. It shows a modal in the page (card number, Pay, Cancel)
 * and posts the card to the stand-in, which runs Check / Pay / Fail / Receipt like CloudPayments.
 * Cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 (or anything else) is declined.
 * Plain ES5 in a string: it runs in the browser as served, with no build step.
 */
export const WIDGET_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : '';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (text) node.textContent = text;
    return node;
  }
  function CloudPayments() {}
  CloudPayments.prototype.pay = function (kind, options, callbacks) {
    callbacks = callbacks || {};
    var overlay = el('div', {
      'data-testid': 'cp-widget',
      role: 'dialog',
      'aria-label': 'CloudPayments',
      style: 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:99999'
    });
    var box = el('div', { style: 'background:#fff;padding:24px;border-radius:8px;min-width:300px;font-family:sans-serif' });
    box.appendChild(el('h2', {}, 'CloudPayments'));
    box.appendChild(el('p', { 'data-testid': 'cp-amount' }, String(options.amount) + ' ' + (options.currency || 'RUB')));
    box.appendChild(el('p', {}, options.description || ''));
    var card = el('input', { 'aria-label': 'Card number', name: 'cardNumber', inputmode: 'numeric', autocomplete: 'cc-number' });
    box.appendChild(card);
    var message = el('p', { role: 'status', 'data-testid': 'cp-message' });
    box.appendChild(message);
    var pay = el('button', { type: 'button' }, 'Pay');
    var cancel = el('button', { type: 'button' }, 'Cancel');
    box.appendChild(pay);
    box.appendChild(cancel);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    card.focus();
    var done = false;
    function finish(success, reason) {
      if (done) return;
      done = true;
      overlay.remove();
      if (success) { if (callbacks.onSuccess) callbacks.onSuccess(options); }
      else if (callbacks.onFail) callbacks.onFail(reason, options);
      if (callbacks.onComplete) callbacks.onComplete({ success: success, code: null, message: reason || null }, options);
    }
    cancel.addEventListener('click', function () { finish(false, 'User has cancelled'); });
    pay.addEventListener('click', function () {
      pay.disabled = true;
      message.textContent = '...';
      fetch(origin + '/widget/charge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ publicId: options.publicId, options: options, cardNumber: card.value })
      })
        .then(function (r) { return r.json(); })
        .then(function (answer) { finish(Boolean(answer.Success), answer.Message || null); })
        .catch(function () { finish(false, 'Network error'); });
    });
  };
  CloudPayments.prototype.charge = function (options, onSuccess, onFail) {
    this.pay('charge', options, { onSuccess: onSuccess, onFail: onFail });
  };
  window.cp = window.cp || {};
  window.cp.CloudPayments = CloudPayments;
})();
`;
