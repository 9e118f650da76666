import http from 'node:http';
import { signHostToken } from './host-token';

// A casino's page that embeds the sportsbook (issue 23), served in development on a second
// origin so the embedding runs end to end on one machine: `DEMO_HOST_PORT=3001 npm start`, then
// http://localhost:3001. Its `/token` stands for the casino's own backend, which signs its
// signed-in player's token with the shared HOST_TOKEN_SECRET.

/** The casino's players (its own accounts, not the sportsbook's). */
const PLAYERS: Record<string, { email: string; currency: string; country: string }> = {
  alice: { email: 'alice@casino.example', currency: 'EUR', country: 'DE' },
  bob: { email: 'bob@casino.example', currency: 'USD', country: 'GB' },
};

export interface DemoHostOptions {
  port: number;
  host: string;
  /** Where the sportsbook is (its embed.js and its frame). */
  sportsbookOrigin: string;
  secret: string;
}

/** The origins the demo host's page has: what the sportsbook must allow to be framed by it. */
export const demoHostOrigins = (port: number) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
];

export function startDemoHost(options: DemoHostOptions): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    if (url.pathname === '/token') {
      const player = PLAYERS[url.searchParams.get('player') ?? ''];
      if (!player) return void res.writeHead(404).end();
      const token = signHostToken(options.secret, { sub: player.email, ...player });
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void res.end(JSON.stringify({ token }));
    }
    if (url.pathname !== '/' && url.pathname !== '/bare') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      url.pathname === '/bare' ? bare(options.sportsbookOrigin) : page(options.sportsbookOrigin),
    );
  });
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}

/** A page that frames the sportsbook without embed.js: nobody listens (shell 5). */
const bare = (sportsbook: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A frame nobody listens to</title></head>
<body style="margin:0"><iframe src="${sportsbook}/" title="Sportsbook" style="width:100%;height:100vh;border:0"></iframe></body>
</html>
`;

const page = (sportsbook: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Casino: the sportsbook embedded</title>
<style>
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: #14121f; color: #eee; }
  header { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: center; padding: 12px 20px;
    background: #2a1f4f; position: sticky; top: 0; z-index: 1; }
  header h1 { font-size: 18px; margin: 0; color: #ffd54a; }
  header label, header output { font-size: 14px; }
  select, button { font: inherit; padding: 4px 8px; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 16px; padding: 16px 20px; }
  #sportsbook iframe { display: block; width: 100%; border: 0; border-radius: 8px; background: #fff; }
  aside { font-size: 13px; }
  aside h2 { font-size: 14px; margin: 0 0 8px; color: #ffd54a; }
  aside ol { padding-left: 18px; margin: 0 0 16px; }
  @media (max-width: 780px) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1>Demo Casino</h1>
  <label>Player <select id="player">
    <option value="">Guest</option><option value="alice">alice (EUR)</option><option value="bob">bob (USD)</option>
  </select></label>
  <label>Language <select id="locale">
    <option value="en">English</option><option value="de">Deutsch</option><option value="ar">العربية</option>
  </select></label>
  <output id="balance" data-testid="host-balance">Balance: –</output>
  <output id="route" data-testid="host-route">Route: –</output>
  <output id="height" data-testid="host-height">Height: –</output>
</header>
<main>
  <div id="sportsbook"></div>
  <aside>
    <h2>Bets placed</h2><ol id="bets" data-testid="host-bets"></ol>
    <h2>Requests from the frame</h2><ol id="requests" data-testid="host-requests"></ol>
  </aside>
</main>
<script src="${sportsbook}/embed.js"></script>
<script>
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const money = (amount, subunits, currency) =>
    (amount / subunits).toFixed(Math.round(Math.log10(subunits))) + ' ' + currency;
  const note = (list, text) => { const li = document.createElement('li'); li.textContent = text; $(list).append(li); };
  async function tokenFor(player) {
    if (!player) return undefined;
    const res = await fetch('/token?player=' + player);
    return (await res.json()).token;
  }
  let sportsbook;
  async function start() {
    if (sportsbook) sportsbook.kill();
    const player = $('player').value;
    sportsbook = OpenSportsbook.init({
      target: '#sportsbook',
      token: await tokenFor(player),
      route: params.get('route') || '/',
      locale: $('locale').value,
      onRouteChange: (route) => { $('route').textContent = 'Route: ' + route; },
      onHeight: (height) => { $('height').textContent = 'Height: ' + height; },
      onBalance: (b) => { $('balance').textContent = 'Balance: ' + money(b.amount, b.subunits, b.currency); },
      onBetPlaced: (bets) => bets.forEach((b) => note('bets', b.id + ': ' + money(b.stake, b.subunits, b.currency) + ' on ' + b.matchIds.join(', '))),
      onLogin: (form) => note('requests', 'login: ' + form),
      onDeposit: () => note('requests', 'deposit'),
    });
  }
  $('player').value = params.get('player') || '';
  $('player').onchange = start;
  $('locale').onchange = () => sportsbook.updateOptions({ locale: $('locale').value });
  start();
</script>
</body>
</html>
`;
