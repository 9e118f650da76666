/* global window, document, location */
/*
 * Open Sportsbook embed script, protocol v1 (issue 23). A host page loads it from the
 * sportsbook's origin and puts the sportsbook in an iframe:
 *
 *   <script src="https://sportsbook.example/embed.js"></script>
 *   const sportsbook = OpenSportsbook.init({ target: '#sportsbook', token, locale: 'de',
 *     onRouteChange, onBetPlaced, onLogin, onDeposit, onHeight, onBalance, onSession, onError });
 *   sportsbook.updateOptions({ locale: 'en', oddsFormat: 'american', theme: {...}, token });
 *   sportsbook.navigate('/live'); sportsbook.openSlip(); sportsbook.signOut(); sportsbook.kill();
 *
 * The messages are described in packages/contract/src/embed.ts and the platform's README.
 */
(function () {
  'use strict';
  var PROTOCOL = 'open-sportsbook';
  var VERSION = 1;
  var script = document.currentScript;
  var ORIGIN = script && script.src ? new URL(script.src).origin : location.origin;

  function targetOf(target) {
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element) throw new Error('OpenSportsbook.init: no element for target ' + target);
    return element;
  }

  function pathOf(locale, route) {
    var path = route && route.charAt(0) === '/' ? route : '/';
    return locale ? '/' + encodeURIComponent(locale) + (path === '/' ? '' : path) : path;
  }

  function init(options) {
    var opts = Object.assign({}, options);
    var element = targetOf(opts.target);
    var frame = document.createElement('iframe');
    // The player's token is handed over once, in the first init; never in the URL.
    var token = opts.token;
    var killed = false;
    frame.title = opts.title || 'Sportsbook';
    frame.allow = 'payment; clipboard-write';
    frame.style.cssText =
      'display:block;width:100%;border:0;height:' + (opts.minHeight || 600) + 'px';
    // With a player to sign in, the frame opens /init-sportsbook first (domain 2): the route's
    // first page is then drawn signed in.
    frame.src = token
      ? ORIGIN +
        pathOf(opts.locale, '/init-sportsbook') +
        '?route=' +
        encodeURIComponent(opts.route || '/')
      : ORIGIN + pathOf(opts.locale, opts.route);

    function call(name) {
      var callback = opts[name];
      if (typeof callback !== 'function') return;
      try {
        callback.apply(null, Array.prototype.slice.call(arguments, 1));
      } catch (err) {
        setTimeout(function () {
          throw err;
        });
      }
    }

    function send(message) {
      if (killed || !frame.contentWindow) return;
      frame.contentWindow.postMessage(
        Object.assign({ protocol: PROTOCOL, v: VERSION }, message),
        ORIGIN,
      );
    }

    function optionsOf(o) {
      var out = {};
      if (o.oddsFormat) out.oddsFormat = o.oddsFormat;
      if (o.theme) out.theme = o.theme;
      return out;
    }

    function onMessage(event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var m = event.data;
      if (!m || m.protocol !== PROTOCOL || m.v !== VERSION) return;
      switch (m.type) {
        case 'ready': {
          // Sent again after every full load of the frame (a language change reloads it).
          var hello = Object.assign({ type: 'init' }, optionsOf(opts), {
            handles: {
              login: typeof opts.onLogin === 'function',
              deposit: typeof opts.onDeposit === 'function',
            },
          });
          if (token) hello.token = token;
          token = undefined;
          send(hello);
          return;
        }
        case 'route':
          return call('onRouteChange', m.route, m.title);
        case 'height':
          if (opts.autoHeight !== false)
            frame.style.height = Math.max(m.height, opts.minHeight || 0) + 'px';
          return call('onHeight', m.height);
        case 'session':
          return call('onSession', m.signedIn);
        case 'balance':
          return call('onBalance', {
            amount: m.amount,
            currency: m.currency,
            subunits: m.subunits,
          });
        case 'bet_placed':
          return call('onBetPlaced', m.bets);
        case 'login_request':
          return call('onLogin', m.form);
        case 'deposit_request':
          return call('onDeposit');
        case 'error':
          return call('onError', m.key);
      }
    }

    window.addEventListener('message', onMessage);
    element.appendChild(frame);

    return {
      frame: frame,
      updateOptions: function (next) {
        next = next || {};
        var localeChanged = next.locale && next.locale !== opts.locale;
        opts = Object.assign(opts, next);
        if (next.token) send({ type: 'set_token', token: next.token });
        var changed = optionsOf(next);
        if (localeChanged) changed.locale = next.locale;
        if (Object.keys(changed).length) send(Object.assign({ type: 'update_options' }, changed));
      },
      navigate: function (route) {
        send({ type: 'navigate', route: route });
      },
      openSlip: function () {
        send({ type: 'open_slip' });
      },
      signOut: function () {
        send({ type: 'sign_out' });
      },
      kill: function () {
        killed = true;
        window.removeEventListener('message', onMessage);
        frame.remove();
      },
    };
  }

  window.OpenSportsbook = { version: VERSION, init: init };
})();
