// A stand-in of Razorpay Checkout (checkout.js) for browser tests. It defines window.Razorpay
// with the real options (key, amount, currency, order_id, name, description, prefill, notes,
// theme, handler, modal.ondismiss) and methods (open, on('payment.failed'), close). open()
// covers the page with a dialog whose buttons pay, fail or close. Like the real Checkout, a
// failed payment leaves the dialog open to try again; close() closes without ondismiss.
// The DOM is built with createElement and addEventListener only: the app's CSP allows no
// inline handlers or style attributes (element.style is CSSOM, which CSP does not block).

const SCRIPT = String.raw`(function () {
  'use strict';
  var STANDIN = __STANDIN_URL__;
  function node(tag, text, style) {
    var e = document.createElement(tag);
    if (text) e.textContent = text;
    if (style) Object.assign(e.style, style);
    return e;
  }
  function rupees(paise) {
    var n = Number(paise);
    return isFinite(n) ? '\u20B9' + (n / 100).toFixed(2) : '';
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay (stand-in): options.key is required');
    this.options = options;
    this._failed = [];
    this._overlay = null;
  }
  Razorpay.prototype.on = function (event, cb) {
    if (event === 'payment.failed' && typeof cb === 'function') this._failed.push(cb);
    return this;
  };
  Razorpay.prototype.close = function () {
    if (this._overlay) this._overlay.remove();
    this._overlay = null;
  };
  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };
  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var o = this.options;
    var pf = o.prefill || {};
    var theme = (o.theme && o.theme.color) || '#3395ff';
    var overlay = node('div', '', {
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(0,0,0,0.6)',
      display: 'flex', alignItems: 'center', justifyContent: 'center'
    });
    overlay.setAttribute('data-razorpay-standin', '');
    var panel = node('div', '', {
      background: '#fff', color: '#111', borderTop: '6px solid ' + theme, borderRadius: '8px',
      padding: '24px', minWidth: '300px', maxWidth: '90vw', fontFamily: 'sans-serif'
    });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    var title = node('h2', o.name || 'Razorpay Checkout', { margin: '0 0 8px' });
    title.id = 'razorpay-standin-title';
    panel.setAttribute('aria-labelledby', title.id);
    panel.appendChild(title);
    panel.appendChild(node('p', 'Razorpay Checkout (stand-in: no money moves)', { fontSize: '12px' }));
    if (o.description) panel.appendChild(node('p', String(o.description)));
    panel.appendChild(node('p', rupees(o.amount) + ' ' + (o.currency || 'INR'), { fontWeight: 'bold' }));
    if (o.order_id) panel.appendChild(node('p', 'Order ' + o.order_id, { fontSize: '12px' }));
    var who = [pf.name, pf.email, pf.contact].filter(Boolean).join(' \u00B7 ');
    if (who) panel.appendChild(node('p', who, { fontSize: '12px' }));
    var status = node('p', '', { minHeight: '1.2em' });
    status.setAttribute('role', 'status');
    panel.appendChild(status);
    var pay = node('button', 'Pay now (stand-in)', { background: theme, color: '#fff' });
    var fail = node('button', 'Fail payment (stand-in)');
    var close = node('button', 'Close');
    [pay, fail, close].forEach(function (b) {
      b.type = 'button';
      Object.assign(b.style, { marginRight: '8px', padding: '8px 12px' });
      panel.appendChild(b);
    });
    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
    }
    function attempt(outcome) {
      busy(true);
      status.textContent = 'Processing\u2026';
      fetch(STANDIN + '/_standin/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: o.key, order_id: o.order_id, outcome: outcome,
          method: pf.method, email: pf.email, contact: pf.contact
        })
      })
        .then(function (r) { return r.json(); })
        .then(function (res) {
          if (res && res.razorpay_payment_id) {
            self.close();
            if (typeof o.handler === 'function') o.handler(res);
            return;
          }
          var err = (res && res.error) || { description: 'The payment could not be made' };
          status.textContent = 'Payment failed: ' + err.description;
          busy(false);
          if (err.metadata && err.metadata.payment_id) {
            self._failed.forEach(function (cb) { cb({ error: err }); });
          }
        }, function (e) {
          status.textContent = 'Could not reach Razorpay (stand-in): ' + e.message;
          busy(false);
        });
    }
    pay.addEventListener('click', function () { attempt('captured'); });
    fail.addEventListener('click', function () { attempt('failed'); });
    close.addEventListener('click', function () { self._dismiss(); });
    overlay.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && !(o.modal && o.modal.escape === false)) self._dismiss();
    });
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
    this._overlay = overlay;
    pay.focus();
    return this;
  };
  window.Razorpay = Razorpay;
})();
`;

/** The script, posting its payments to the stand-in at `standinUrl`. */
export const checkoutScript = (standinUrl: string) =>
  SCRIPT.replace('__STANDIN_URL__', JSON.stringify(standinUrl));
