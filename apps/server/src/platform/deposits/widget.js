/* global window, document */
// The sandbox payment widget, served as /spi/main.js (shell 4.3, 7.3). Plain browser script:
//
//   const widget = window.SandboxPayments.mount(container, {
//     backendOrigin: location.origin, apiPrefix: '/api/platform',
//     currency: 'EUR', amount: 2500, locale: 'en', mode: 'quick' | 'iframe' | 'page',
//     successUrl, failureUrl, pendingUrl,          // get ?quick-deposit-status=success|error|pending
//     redirect: true,                              // false: only emit REDIRECT, the host navigates
//     onEvent: (name, payload) => {},
//   });
//   widget.on('NOTIFICATION', fn); widget.setCurrency('USD'); widget.setLanguage('de'); widget.destroy();
//
// Events (shell 4.3): RENDER_FORM, NOTIFICATION {type: success|warning|danger, message},
// CHANGE_PAYMENT_ACTION {action}, CHANGE_CURRENCY {currency}, CHANGE_LANGUAGE {language},
// ACCOUNTS_UPDATED {accounts}, REDIRECT {url, status}, NEW_METHODS_AVAILABLE {methods},
// POPUP_CLOSED {popup}, SUBMIT {amount, currency, method}, WEB_SOCKET_CONNECTION {connected,
// transport}, CLOSE_FAST_DEPOSIT_MODAL {reason}. Each goes to onEvent, to `on` handlers, as a
// `spi:event` DOM event on the container, and to the parent window when inside an iframe.
//
// The card goes to the provider's API (/spi/api), never to the casino's.
(function () {
  'use strict';

  var EVENTS = {
    renderForm: 'RENDER_FORM',
    notification: 'NOTIFICATION',
    changePaymentAction: 'CHANGE_PAYMENT_ACTION',
    changeCurrency: 'CHANGE_CURRENCY',
    changeLanguage: 'CHANGE_LANGUAGE',
    accountsUpdated: 'ACCOUNTS_UPDATED',
    redirect: 'REDIRECT',
    newMethodsAvailable: 'NEW_METHODS_AVAILABLE',
    popupClosed: 'POPUP_CLOSED',
    submit: 'SUBMIT',
    webSocketConnection: 'WEB_SOCKET_CONNECTION',
    closeFastDepositModal: 'CLOSE_FAST_DEPOSIT_MODAL',
  };

  var TEXT = {
    en: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      card: 'Card',
      currency: 'Currency',
      amount: 'Amount',
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvc: 'CVC',
      holder: 'Cardholder name',
      pay: 'Deposit',
      testCards: 'Test cards',
      close: 'Close',
      withdrawOff: 'Withdrawals are not available in the sandbox.',
      signIn: 'Sign in to deposit.',
      processing: 'Processing…',
      succeeded: 'Deposit received. Your balance is updated.',
      declined: 'The payment was declined',
      pending: 'The payment is pending. We will credit it as soon as it is confirmed.',
      badAmount: 'Enter an amount',
      badCard: 'Check the card number',
      badExpiry: 'Check the expiry date',
      badCvc: 'Check the CVC',
      failed: 'Something went wrong. Please try again.',
      overLimit: 'This passes your deposit limit: {amount} left in this period.',
    },
    de: {
      deposit: 'Einzahlen',
      withdraw: 'Auszahlen',
      card: 'Karte',
      currency: 'Währung',
      amount: 'Betrag',
      number: 'Kartennummer',
      expiry: 'Gültig bis (MM/JJ)',
      cvc: 'Prüfnummer',
      holder: 'Karteninhaber',
      pay: 'Einzahlen',
      testCards: 'Testkarten',
      close: 'Schließen',
      withdrawOff: 'Auszahlungen sind in der Sandbox nicht verfügbar.',
      signIn: 'Zum Einzahlen bitte anmelden.',
      processing: 'Wird verarbeitet…',
      succeeded: 'Einzahlung erhalten. Ihr Guthaben ist aktualisiert.',
      declined: 'Die Zahlung wurde abgelehnt',
      pending: 'Die Zahlung ist ausstehend. Wir schreiben sie gut, sobald sie bestätigt ist.',
      badAmount: 'Betrag eingeben',
      badCard: 'Kartennummer prüfen',
      badExpiry: 'Ablaufdatum prüfen',
      badCvc: 'Prüfnummer prüfen',
      failed: 'Etwas ist schiefgelaufen. Bitte erneut versuchen.',
      overLimit: 'Das überschreitet Ihr Einzahlungslimit: in diesem Zeitraum bleiben {amount}.',
    },
    es: {
      deposit: 'Depositar',
      withdraw: 'Retirar',
      card: 'Tarjeta',
      currency: 'Moneda',
      amount: 'Importe',
      number: 'Número de tarjeta',
      expiry: 'Caducidad (MM/AA)',
      cvc: 'CVC',
      holder: 'Titular',
      pay: 'Depositar',
      testCards: 'Tarjetas de prueba',
      close: 'Cerrar',
      withdrawOff: 'Los retiros no están disponibles en el sandbox.',
      signIn: 'Inicia sesión para depositar.',
      processing: 'Procesando…',
      succeeded: 'Depósito recibido. Tu saldo está actualizado.',
      declined: 'El pago fue rechazado',
      pending: 'El pago está pendiente. Lo abonaremos en cuanto se confirme.',
      badAmount: 'Introduce un importe',
      badCard: 'Revisa el número de tarjeta',
      badExpiry: 'Revisa la fecha de caducidad',
      badCvc: 'Revisa el CVC',
      failed: 'Algo salió mal. Inténtalo de nuevo.',
      overLimit: 'Supera tu límite de depósito: quedan {amount} en este periodo.',
    },
    pt: {
      deposit: 'Depositar',
      withdraw: 'Sacar',
      card: 'Cartão',
      currency: 'Moeda',
      amount: 'Valor',
      number: 'Número do cartão',
      expiry: 'Validade (MM/AA)',
      cvc: 'CVC',
      holder: 'Nome no cartão',
      pay: 'Depositar',
      testCards: 'Cartões de teste',
      close: 'Fechar',
      withdrawOff: 'Saques não estão disponíveis no sandbox.',
      signIn: 'Entre para depositar.',
      processing: 'Processando…',
      succeeded: 'Depósito recebido. Seu saldo foi atualizado.',
      declined: 'O pagamento foi recusado',
      pending: 'O pagamento está pendente. Vamos creditá-lo assim que for confirmado.',
      badAmount: 'Informe um valor',
      badCard: 'Verifique o número do cartão',
      badExpiry: 'Verifique a validade',
      badCvc: 'Verifique o CVC',
      failed: 'Algo deu errado. Tente novamente.',
      overLimit: 'Isso ultrapassa seu limite de depósito: restam {amount} neste período.',
    },
    ru: {
      deposit: 'Пополнить',
      withdraw: 'Вывести',
      card: 'Карта',
      currency: 'Валюта',
      amount: 'Сумма',
      number: 'Номер карты',
      expiry: 'Срок (ММ/ГГ)',
      cvc: 'CVC',
      holder: 'Владелец карты',
      pay: 'Пополнить',
      testCards: 'Тестовые карты',
      close: 'Закрыть',
      withdrawOff: 'Вывод недоступен в песочнице.',
      signIn: 'Войдите, чтобы пополнить счёт.',
      processing: 'Обработка…',
      succeeded: 'Пополнение получено. Баланс обновлён.',
      declined: 'Платёж отклонён',
      pending: 'Платёж в обработке. Мы зачислим его после подтверждения.',
      badAmount: 'Введите сумму',
      badCard: 'Проверьте номер карты',
      badExpiry: 'Проверьте срок действия',
      badCvc: 'Проверьте CVC',
      failed: 'Что-то пошло не так. Попробуйте ещё раз.',
      overLimit: 'Это превышает ваш лимит депозита: в этом периоде осталось {amount}.',
    },
    ar: {
      deposit: 'إيداع',
      withdraw: 'سحب',
      card: 'بطاقة',
      currency: 'العملة',
      amount: 'المبلغ',
      number: 'رقم البطاقة',
      expiry: 'تاريخ الانتهاء (شهر/سنة)',
      cvc: 'رمز التحقق',
      holder: 'اسم حامل البطاقة',
      pay: 'إيداع',
      testCards: 'بطاقات الاختبار',
      close: 'إغلاق',
      withdrawOff: 'السحب غير متاح في بيئة الاختبار.',
      signIn: 'سجّل الدخول للإيداع.',
      processing: 'جارٍ المعالجة…',
      succeeded: 'تم استلام الإيداع وتحديث رصيدك.',
      declined: 'تم رفض الدفع',
      pending: 'الدفع قيد الانتظار. سنضيفه فور تأكيده.',
      badAmount: 'أدخل مبلغًا',
      badCard: 'تحقق من رقم البطاقة',
      badExpiry: 'تحقق من تاريخ الانتهاء',
      badCvc: 'تحقق من رمز التحقق',
      failed: 'حدث خطأ ما. حاول مرة أخرى.',
      overLimit: 'هذا يتجاوز حد الإيداع لديك: المتبقي في هذه الفترة {amount}.',
    },
  };

  var STYLE =
    '.spi{--spi-bg:#172033;--spi-line:#26324a;--spi-text:#e8edf6;--spi-muted:#9aa7bd;--spi-accent:#3ddc97;--spi-danger:#ff6b6b;--spi-warn:#ffc857;' +
    'font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--spi-text);background:var(--spi-bg);border:1px solid var(--spi-line);border-radius:14px;padding:16px;max-width:460px;position:relative}' +
    '.spi *{box-sizing:border-box}.spi-tabs{display:flex;gap:6px;margin-bottom:12px}' +
    '.spi-tab{flex:1;padding:8px;border-radius:8px;border:1px solid var(--spi-line);background:transparent;color:var(--spi-muted);cursor:pointer;font:inherit}' +
    '.spi-tab[aria-selected=true]{background:var(--spi-accent);color:#06120c;border-color:var(--spi-accent);font-weight:600}' +
    '.spi label{display:block;font-size:13px;color:var(--spi-muted);margin:10px 0 4px}' +
    '.spi input,.spi select{width:100%;padding:10px;border-radius:8px;border:1px solid var(--spi-line);background:#0c1220;color:var(--spi-text);font:inherit}' +
    '.spi input:focus,.spi select:focus{outline:2px solid var(--spi-accent);outline-offset:1px}' +
    '.spi-row{display:flex;gap:8px}.spi-row>div{flex:1}.spi-quick{display:flex;gap:6px;margin-top:6px;flex-wrap:wrap}' +
    '.spi-chip{padding:4px 10px;border-radius:999px;border:1px solid var(--spi-line);background:transparent;color:var(--spi-text);cursor:pointer;font:inherit;font-size:13px}' +
    '.spi-pay{width:100%;margin-top:14px;padding:12px;border:0;border-radius:10px;background:var(--spi-accent);color:#06120c;font:inherit;font-weight:700;cursor:pointer}' +
    '.spi-pay[disabled]{opacity:.6;cursor:progress}.spi-link{background:none;border:0;color:var(--spi-accent);cursor:pointer;font:inherit;font-size:13px;padding:0;margin-top:10px}' +
    '.spi-status{margin-top:10px;font-size:14px;min-height:1.4em}.spi-status[data-type=danger]{color:var(--spi-danger)}.spi-status[data-type=warning]{color:var(--spi-warn)}.spi-status[data-type=success]{color:var(--spi-accent)}' +
    '.spi-popup{position:absolute;inset:0;background:rgba(12,18,32,.98);border-radius:14px;padding:16px;display:flex;flex-direction:column;gap:8px}' +
    '.spi-popup code{font-size:14px}.spi-muted{color:var(--spi-muted);font-size:13px}';

  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === name) return decodeURIComponent(parts[i].slice(eq + 1));
    }
    return '';
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return digits.length >= 12 && sum % 10 === 0;
  }

  /** "12.5" in a currency of `subunits` minor units per unit, as an integer; NaN if invalid. */
  function toMinor(text, subunits) {
    var decimals = Math.round(Math.log10(subunits));
    var m = /^(\d{1,12})(?:[.,](\d+))?$/.exec(String(text).trim());
    if (!m) return NaN;
    var fraction = m[2] || '';
    if (fraction.length > decimals) return NaN;
    while (fraction.length < decimals) fraction += '0';
    return Number(m[1]) * subunits + (fraction ? Number(fraction) : 0);
  }

  function toMajor(minor, subunits) {
    var decimals = Math.round(Math.log10(subunits));
    var whole = Math.floor(minor / subunits);
    var rest = String(minor % subunits);
    while (rest.length < decimals) rest = '0' + rest;
    return decimals ? whole + '.' + rest : String(whole);
  }

  function withStatus(url, status) {
    var u = new URL(url, window.location.href);
    u.searchParams.set('quick-deposit-status', status);
    return u.toString();
  }

  function mount(container, options) {
    if (typeof container === 'string') container = document.querySelector(container);
    if (!container) throw new Error('SandboxPayments.mount: container not found');
    options = options || {};
    var backend = (options.backendOrigin || window.location.origin).replace(/\/+$/, '');
    var prefix = options.apiPrefix || '/api/platform';
    var handlers = {};
    var state = {
      action: 'deposit',
      method: 'card',
      language: pickLanguage(options.locale),
      currency: options.currency || '',
      accounts: [],
      busy: false,
      destroyed: false,
      poll: null,
    };

    function pickLanguage(locale) {
      var base = String(locale || 'en')
        .toLowerCase()
        .split('-')[0];
      return TEXT[base] ? base : 'en';
    }
    function formatMinor(minor, subunits, currency) {
      var digits = Math.round(Math.log10(subunits || 1));
      return (minor / (subunits || 1)).toFixed(digits) + ' ' + currency;
    }
    function t(key) {
      return (TEXT[state.language] || TEXT.en)[key] || TEXT.en[key] || key;
    }

    function emit(name, payload) {
      payload = payload || {};
      try {
        if (options.onEvent) options.onEvent(name, payload);
      } catch {
        /* a host handler must not break the widget */
      }
      (handlers[name] || []).slice().forEach(function (fn) {
        try {
          fn(payload);
        } catch {
          /* idem */
        }
      });
      container.dispatchEvent(
        new CustomEvent('spi:event', { detail: { name: name, payload: payload } }),
      );
      if (window.parent && window.parent !== window)
        window.parent.postMessage(
          { source: 'spi', event: name, payload: payload },
          options.parentOrigin || window.location.origin,
        );
    }
    function notify(type, message) {
      var status = container.querySelector('.spi-status');
      if (status) {
        status.textContent = message;
        status.setAttribute('data-type', type);
      }
      emit(EVENTS.notification, { type: type, message: message });
    }

    function api(path, init) {
      init = init || {};
      var headers = { accept: 'application/json' };
      if (init.body) headers['content-type'] = 'application/json';
      if (init.method && init.method !== 'GET') headers['x-csrf-token'] = readCookie('csrf_token');
      return fetch(backend + path, {
        method: init.method || 'GET',
        credentials: 'include',
        headers: headers,
        body: init.body ? JSON.stringify(init.body) : undefined,
      }).then(function (res) {
        return res
          .json()
          .catch(function () {
            return {};
          })
          .then(function (json) {
            return { status: res.status, ok: res.ok, json: json };
          });
      });
    }

    function current() {
      for (var i = 0; i < state.accounts.length; i++)
        if (state.accounts[i].currency === state.currency) return state.accounts[i];
      return state.accounts[0];
    }

    function render() {
      var account = current();
      var subunits = account ? account.subunits : 100;
      var quick =
        account && account.fiat === false ? ['0.001', '0.005', '0.01'] : ['10', '25', '50', '100'];
      var dir = state.language === 'ar' ? 'rtl' : 'ltr';
      // Typed values survive a re-render (currency or language change, a declined card).
      var saved = {};
      Array.prototype.forEach.call(container.querySelectorAll('input[name]'), function (input) {
        saved[input.name] = input.value;
      });
      if (!saved.amount && options.amount && account)
        saved.amount = toMajor(options.amount, subunits);
      container.innerHTML =
        '<style>' +
        STYLE +
        '</style>' +
        '<form class="spi" dir="' +
        dir +
        '" novalidate>' +
        '<div class="spi-tabs" role="tablist">' +
        '<button type="button" class="spi-tab" role="tab" data-action="deposit" aria-selected="' +
        (state.action === 'deposit') +
        '">' +
        t('deposit') +
        '</button>' +
        '<button type="button" class="spi-tab" role="tab" data-action="withdraw" aria-selected="' +
        (state.action === 'withdraw') +
        '">' +
        t('withdraw') +
        '</button></div>' +
        (state.action === 'withdraw'
          ? '<p class="spi-muted">' + t('withdrawOff') + '</p>'
          : '<label for="spi-currency">' +
            t('currency') +
            '</label><select id="spi-currency" name="currency">' +
            state.accounts
              .map(function (a) {
                return (
                  '<option value="' +
                  a.currency +
                  '"' +
                  (a.currency === state.currency ? ' selected' : '') +
                  '>' +
                  a.currency +
                  ' · ' +
                  toMajor(a.balance, a.subunits) +
                  '</option>'
                );
              })
              .join('') +
            '</select>' +
            '<label for="spi-amount">' +
            t('amount') +
            '</label><input id="spi-amount" name="amount" inputmode="decimal" autocomplete="off">' +
            '<div class="spi-quick">' +
            quick
              .map(function (q) {
                return (
                  '<button type="button" class="spi-chip" data-amount="' +
                  q +
                  '">' +
                  q +
                  '</button>'
                );
              })
              .join('') +
            '</div>' +
            '<label for="spi-number">' +
            t('number') +
            '</label><input id="spi-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">' +
            '<div class="spi-row"><div><label for="spi-expiry">' +
            t('expiry') +
            '</label><input id="spi-expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34"></div>' +
            '<div><label for="spi-cvc">' +
            t('cvc') +
            '</label><input id="spi-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>' +
            '<label for="spi-holder">' +
            t('holder') +
            '</label><input id="spi-holder" name="holder" autocomplete="cc-name">' +
            '<button class="spi-pay" type="submit"' +
            (state.busy ? ' disabled' : '') +
            '>' +
            (state.busy ? t('processing') : t('pay')) +
            '</button>' +
            '<button type="button" class="spi-link" data-popup="test-cards">' +
            t('testCards') +
            '</button>') +
        '<div class="spi-status" role="status" aria-live="polite"></div>' +
        '</form>';
      Object.keys(saved).forEach(function (name) {
        var input = container.querySelector('input[name=' + name + ']');
        if (input) input.value = saved[name];
      });
      bind();
    }

    function bind() {
      var form = container.querySelector('form');
      Array.prototype.forEach.call(container.querySelectorAll('.spi-tab'), function (tab) {
        tab.addEventListener('click', function () {
          var action = tab.getAttribute('data-action');
          if (action === state.action) return;
          state.action = action;
          render();
          emit(EVENTS.changePaymentAction, { action: action });
        });
      });
      var select = container.querySelector('[name=currency]');
      if (select)
        select.addEventListener('change', function () {
          setCurrency(select.value);
        });
      Array.prototype.forEach.call(container.querySelectorAll('.spi-chip'), function (chip) {
        chip.addEventListener('click', function () {
          container.querySelector('[name=amount]').value = chip.getAttribute('data-amount');
        });
      });
      var popupButton = container.querySelector('[data-popup]');
      if (popupButton) popupButton.addEventListener('click', openTestCards);
      form.addEventListener('submit', function (e) {
        e.preventDefault();
        submit();
      });
    }

    function openTestCards() {
      var popup = document.createElement('div');
      popup.className = 'spi-popup';
      popup.setAttribute('role', 'dialog');
      popup.setAttribute('aria-label', t('testCards'));
      popup.innerHTML =
        '<strong>' +
        t('testCards') +
        '</strong>' +
        '<div><code>4242 4242 4242 4242</code> <span class="spi-muted">succeeds</span></div>' +
        '<div><code>4000 0000 0000 0002</code> <span class="spi-muted">declined</span></div>' +
        '<div><code>4000 0000 0000 9995</code> <span class="spi-muted">insufficient funds</span></div>' +
        '<div><code>4000 0000 0000 0077</code> <span class="spi-muted">pending, then succeeds</span></div>' +
        '<div class="spi-muted">Any future expiry, any 3-digit CVC.</div>' +
        '<button type="button" class="spi-pay">' +
        t('close') +
        '</button>';
      container.querySelector('form').appendChild(popup);
      popup.querySelector('button').addEventListener('click', function () {
        popup.remove();
        emit(EVENTS.popupClosed, { popup: 'test-cards' });
      });
    }

    function loadAccounts() {
      return api(prefix + '/player/accounts').then(function (res) {
        if (res.status === 401) {
          notify('danger', t('signIn'));
          return false;
        }
        if (!res.ok) {
          notify('danger', t('failed'));
          return false;
        }
        state.accounts = res.json;
        if (!current() || !state.currency)
          state.currency = state.accounts[0] ? state.accounts[0].currency : '';
        else state.currency = current().currency;
        return true;
      });
    }

    function finish(status, payment) {
      var urls = {
        success: options.successUrl,
        error: options.failureUrl,
        pending: options.pendingUrl,
      };
      var url = urls[status];
      if (status === 'success')
        emit(EVENTS.closeFastDepositModal, { reason: 'success', depositId: payment.id });
      if (!url) return;
      var target = withStatus(url, status);
      emit(EVENTS.redirect, { url: target, status: status, depositId: payment.id });
      if (options.redirect === false) return;
      try {
        (options.mode === 'iframe' && window.top ? window.top : window).location.assign(target);
      } catch {
        window.location.assign(target);
      }
    }

    function refreshAccounts() {
      return loadAccounts().then(function (ok) {
        if (ok) {
          emit(EVENTS.accountsUpdated, { accounts: state.accounts });
          render();
        }
      });
    }

    function watch(payment, clientSecret) {
      emit(EVENTS.webSocketConnection, { connected: true, transport: 'polling' });
      var tick = function () {
        fetch(
          backend +
            '/spi/api/payments/' +
            payment.id +
            '?clientSecret=' +
            encodeURIComponent(clientSecret),
          { credentials: 'include' },
        )
          .then(function (r) {
            return r.json();
          })
          .then(function (p) {
            if (state.destroyed) return;
            if (p.status === 'pending' || p.status === 'created') {
              state.poll = setTimeout(tick, 1500);
              return;
            }
            emit(EVENTS.webSocketConnection, { connected: false, transport: 'polling' });
            outcome(p, clientSecret, true);
          })
          .catch(function () {
            state.poll = setTimeout(tick, 3000);
          });
      };
      state.poll = setTimeout(tick, 1500);
    }

    function outcome(payment, clientSecret, watched) {
      state.busy = false;
      if (payment.status === 'succeeded') {
        refreshAccounts().then(function () {
          notify('success', t('succeeded'));
          finish('success', payment);
        });
      } else if (payment.status === 'declined') {
        render();
        notify(
          'danger',
          t('declined') + (payment.declineReason ? ' (' + payment.declineReason + ')' : ''),
        );
        finish('error', payment);
      } else {
        render();
        notify('warning', t('pending'));
        if (options.pendingUrl) finish('pending', payment);
        else if (!watched) watch(payment, clientSecret);
      }
    }

    function submit() {
      if (state.busy || state.action !== 'deposit') return;
      var account = current();
      if (!account) return notify('danger', t('signIn'));
      var get = function (name) {
        return container.querySelector('[name=' + name + ']').value.trim();
      };
      var amount = toMinor(get('amount'), account.subunits);
      var number = get('number').replace(/\s+/g, '');
      var expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(get('expiry'));
      var cvc = get('cvc');
      if (!(amount > 0)) return notify('warning', t('badAmount'));
      if (!/^\d{12,19}$/.test(number) || !luhn(number)) return notify('warning', t('badCard'));
      if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
        return notify('warning', t('badExpiry'));
      if (!/^\d{3,4}$/.test(cvc)) return notify('warning', t('badCvc'));
      var year = Number(expiry[2]);
      var card = {
        number: number,
        expMonth: Number(expiry[1]),
        expYear: year < 100 ? 2000 + year : year,
        cvc: cvc,
      };
      if (get('holder')) card.holder = get('holder');

      state.busy = true;
      var button = container.querySelector('.spi-pay');
      button.disabled = true;
      button.textContent = t('processing');
      emit(EVENTS.submit, { amount: amount, currency: account.currency, method: state.method });
      var clientSecret;
      api(prefix + '/deposits', {
        method: 'POST',
        body: { amount: amount, currency: account.currency },
      })
        .then(function (created) {
          if (!created.ok) throw created;
          clientSecret = created.json.clientSecret;
          return fetch(backend + '/spi/api/payments/' + created.json.id + '/confirm', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ clientSecret: clientSecret, card: card }),
          }).then(function (r) {
            return r.json().then(function (json) {
              if (!r.ok) throw { status: r.status, json: json };
              return json;
            });
          });
        })
        .then(function (payment) {
          outcome(payment, clientSecret, false);
        })
        .catch(function (err) {
          state.busy = false;
          render();
          var error = err && err.json && err.json.error;
          var message = error ? error.message : t('failed');
          // Issue 20: a deposit over the player's own limit says what is left, in their language.
          if (error && error.key === 'error.user_limits.deposit_limit_exceeded' && error.details)
            message = t('overLimit').replace(
              '{amount}',
              formatMinor(error.details.remaining, error.details.subunits, error.details.currency),
            );
          notify(err && err.status === 401 ? 'danger' : 'warning', message);
        });
    }

    function setCurrency(code) {
      if (code === state.currency) return;
      state.currency = code;
      render();
      emit(EVENTS.changeCurrency, { currency: code });
    }
    function setLanguage(locale) {
      var next = pickLanguage(locale);
      state.language = next;
      render();
      emit(EVENTS.changeLanguage, { language: next });
    }

    render();
    loadAccounts().then(function (ok) {
      if (state.destroyed) return;
      if (ok) render();
      emit(EVENTS.renderForm, { currency: state.currency, accounts: state.accounts.length });
      return fetch(backend + '/spi/api/methods', { credentials: 'include' })
        .then(function (r) {
          return r.json();
        })
        .then(function (body) {
          emit(EVENTS.newMethodsAvailable, { methods: body.methods || [] });
        });
    });

    return {
      events: EVENTS,
      on: function (name, fn) {
        (handlers[name] = handlers[name] || []).push(fn);
        return this;
      },
      off: function (name, fn) {
        handlers[name] = (handlers[name] || []).filter(function (h) {
          return h !== fn;
        });
        return this;
      },
      setCurrency: setCurrency,
      setLanguage: setLanguage,
      refresh: refreshAccounts,
      close: function () {
        emit(EVENTS.closeFastDepositModal, { reason: 'closed' });
      },
      destroy: function () {
        state.destroyed = true;
        if (state.poll) clearTimeout(state.poll);
        container.innerHTML = '';
      },
    };
  }

  window.SandboxPayments = { version: '1', events: EVENTS, mount: mount };

  // <div data-spi-mount data-currency="EUR" data-success-url="..."></div> mounts itself.
  function auto() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-spi-mount]'), function (el) {
      if (el.getAttribute('data-spi-mounted')) return;
      el.setAttribute('data-spi-mounted', '1');
      var d = el.dataset;
      mount(el, {
        currency: d.currency,
        locale: d.locale,
        mode: d.mode,
        amount: d.amount ? Number(d.amount) : undefined,
        successUrl: d.successUrl,
        failureUrl: d.failureUrl,
        pendingUrl: d.pendingUrl,
        apiPrefix: d.apiPrefix,
        backendOrigin: d.backendOrigin,
      });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', auto);
  else auto();
})();
