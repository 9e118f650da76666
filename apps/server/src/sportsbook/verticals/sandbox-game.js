/* global document */
// The sandbox provider's game (issue 23), served as /spi/games/game.js: pick a runner, play a
// round for demo credits, see the draw. Demo credits only: no money of the player moves.
(function () {
  'use strict';
  var root = document.getElementById('game');
  var runners = JSON.parse(root.getAttribute('data-runners'));
  var key = 'sandbox-credits-' + root.getAttribute('data-provider');
  var credits = Number(sessionStorage.getItem(key) || 100);
  var picked = 0;
  var list = document.getElementById('runners');
  var out = document.getElementById('outcome');
  var shown = document.getElementById('credits');

  function draw() {
    shown.textContent = String(credits);
    list.innerHTML = '';
    runners.forEach(function (r, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = i === picked ? 'runner picked' : 'runner';
      b.setAttribute('aria-pressed', String(i === picked));
      b.textContent = r.name + ' · ' + r.odds.toFixed(2);
      b.onclick = function () {
        picked = i;
        draw();
      };
      list.appendChild(b);
    });
  }

  document.getElementById('play').onclick = function () {
    if (credits < 1) {
      out.textContent = 'No demo credits left: reload the game for a new 100.';
      return;
    }
    // Each runner wins with the chance its odds imply (their margins summing above 1).
    var total = runners.reduce(function (s, r) {
      return s + 1 / r.odds;
    }, 0);
    var x = Math.random() * total;
    var winner = 0;
    for (var i = 0; i < runners.length; i++) {
      x -= 1 / runners[i].odds;
      if (x <= 0) {
        winner = i;
        break;
      }
    }
    credits -= 1;
    var won = winner === picked;
    if (won) credits += runners[picked].odds;
    credits = Math.round(credits * 100) / 100;
    sessionStorage.setItem(key, String(credits));
    out.textContent =
      runners[winner].name +
      ' wins. ' +
      (won ? 'You win ' + runners[picked].odds.toFixed(2) + ' credits.' : 'Not this time.');
    out.setAttribute('data-result', won ? 'won' : 'lost');
    draw();
  };
  draw();
})();
