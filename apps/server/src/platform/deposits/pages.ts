import type { Deposit, PlayerAccount, ProfileField } from '@sb/contract';
import { escapeHtml, page, signedOutPage } from '../pages/html';
import { majorUnits } from '../wallet/major-units';

/** JSON for an inline script: `<` escaped so no value can close the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const money = majorUnits;

export interface WidgetConfig {
  currency?: string | undefined;
  locale?: string | undefined;
  amount?: number | undefined;
  successUrl?: string | undefined;
  failureUrl?: string | undefined;
  pendingUrl?: string | undefined;
  mode: 'iframe' | 'page';
}

function mountScript(config: WidgetConfig, nonce: string): string {
  return `<script src="/spi/main.js"></script>
<script nonce="${escapeHtml(nonce)}">window.SandboxPayments.mount(document.getElementById('spi-deposit'), ${inlineJson(config)});</script>`;
}

/** The iframe deposit page (shell 2.4 'iframe deposit'): the widget alone, talking to its parent. */
export function iframeDepositPage(config: WidgetConfig, nonce: string): string {
  return page('Deposit', `<div id="spi-deposit"></div>\n${mountScript(config, nonce)}`, {
    lang: config.locale ?? 'en',
    head: '<style>main{padding:12px;max-width:none}</style>',
  });
}

const STATUS_TEXT: Record<string, [string, string]> = {
  success: ['success', 'Deposit received. Your balance is updated.'],
  error: ['danger', 'The payment did not go through. No money was taken.'],
  pending: [
    'warning',
    'Your payment is pending. We credit it as soon as the provider confirms it.',
  ],
};

/** The casino-side deposit page (shell 2.3: /profile/wallet/deposit). */
export function casinoDepositPage(input: {
  siteName: string;
  signedIn: boolean;
  email?: string;
  accounts: PlayerAccount[];
  deposits: Deposit[];
  status?: string | undefined;
  missingFields: ProfileField[];
  phoneVerificationNeeded: boolean;
  widget: WidgetConfig;
  /** The answer's CSP nonce (http/security-headers.ts): only scripts carrying it run. */
  nonce: string;
}): string {
  const title = `Deposit · ${input.siteName}`;
  if (!input.signedIn) return signedOutPage(title, 'Deposit', 'Sign in to deposit.', true);
  const alert = input.status ? STATUS_TEXT[input.status] : undefined;
  const balances = input.accounts
    .map(
      (a) => `<span class="chip">${escapeHtml(a.currency)} ${money(a.balance, a.subunits)}</span>`,
    )
    .join(' ');
  const subunitsOf = new Map(input.accounts.map((a) => [a.currency, a.subunits]));
  const rows = input.deposits
    .map(
      (d) =>
        `<tr><td>${escapeHtml(d.createdAt.slice(0, 16).replace('T', ' '))}</td><td>${money(d.amount, subunitsOf.get(d.currency) ?? 100)} ${escapeHtml(d.currency)}</td><td class="st-${escapeHtml(d.status)}">${escapeHtml(d.status)}</td><td>${d.cardLast4 ? `•••• ${escapeHtml(d.cardLast4)}` : ''}</td></tr>`,
    )
    .join('');
  const labels: Record<ProfileField, [string, string]> = {
    phone: ['Phone', 'tel'],
    firstName: ['First name', 'text'],
    lastName: ['Last name', 'text'],
    nickname: ['Nickname', 'text'],
    dateOfBirth: ['Date of birth', 'date'],
    address: ['Address', 'text'],
    city: ['City', 'text'],
    postalCode: ['Postal code', 'text'],
  };
  const gate = input.phoneVerificationNeeded
    ? `<div class="card"><strong>Verify your phone number first.</strong><p class="muted">Open your profile to verify it, then come back.</p></div>`
    : input.missingFields.length
      ? `<form class="card" id="missing"><strong>Before your first deposit, complete your details.</strong>
${input.missingFields.map((f) => `<label>${labels[f][0]}<br><input name="${f}" type="${labels[f][1]}" required></label><br>`).join('\n')}
<button>Save</button> <span class="muted" id="missing-status"></span></form>
<script nonce="${escapeHtml(input.nonce)}">
document.getElementById('missing').addEventListener('submit', async (e) => {
  e.preventDefault();
  const body = Object.fromEntries(new FormData(e.target).entries());
  const csrf = (document.cookie.split('; ').find((c) => c.startsWith('csrf_token=')) || '').slice(11);
  const res = await fetch('/api/platform/player/profile', { method: 'PUT', credentials: 'include', headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, body: JSON.stringify(body) });
  if (res.ok) location.reload();
  else document.getElementById('missing-status').textContent = (await res.json()).error?.message ?? 'Could not save';
});
</script>`
      : `<div id="spi-deposit"></div>\n${mountScript(input.widget, input.nonce)}`;
  return page(
    title,
    `<h1>Deposit</h1>
<p class="muted">Signed in as ${escapeHtml(input.email ?? '')}. ${balances}</p>
${alert ? `<div class="card alert-${alert[0]}" role="alert">${escapeHtml(alert[1])}</div>` : ''}
${gate}
<p class="muted"><a href="/terms-and-conditions" target="_blank" rel="noopener">Terms and conditions</a> · <a href="/profile/wallet/transactions" target="_blank" rel="noopener">Transactions</a> · <a href="/help-center" target="_blank" rel="noopener">Help centre</a> · <a href="/">Back to the sportsbook</a></p>
<h2>Recent deposits</h2>
${rows ? `<table><thead><tr><th>Date (UTC)</th><th>Amount</th><th>Status</th><th>Card</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">None yet.</p>'}`,
    {
      head: `<style>
  .chip { display: inline-block; border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px; margin: 2px; }
  .alert-success { border-color: var(--accent); } .alert-danger { border-color: var(--danger); } .alert-warning { border-color: var(--warn); }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: start; padding: 6px 4px; border-bottom: 1px solid var(--line); }
  .st-succeeded { color: var(--accent); } .st-declined, .st-failed { color: var(--danger); } .st-pending { color: var(--warn); }
  h2 { font-size: 17px; margin-top: 28px; } label { display: inline-block; margin: 8px 0; }
</style>`,
    },
  );
}
