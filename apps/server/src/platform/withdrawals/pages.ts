import type { PlayerAccount, Withdrawal } from '@sb/contract';
import { escapeHtml, page, signedOutPage } from '../pages/html';
import { majorUnits } from '../wallet/major-units';
import { walletPageStyle } from '../wallet/statement-page';

/** The casino-side withdraw page (issue 27: /profile/wallet/withdraw), beside the deposit page. */
export function casinoWithdrawPage(input: {
  siteName: string;
  signedIn: boolean;
  email?: string;
  accounts: PlayerAccount[];
  withdrawals: Withdrawal[];
  /** The first withdrawal waits for a verified identity (issue 27): the page links there. */
  verificationRequired?: boolean;
  /** The answer's CSP nonce (http/security-headers.ts): only scripts carrying it run. */
  nonce: string;
}): string {
  const title = `Withdraw · ${input.siteName}`;
  if (!input.signedIn) return signedOutPage(title, 'Withdraw', 'Sign in to withdraw.');
  const subunitsOf = new Map(input.accounts.map((a) => [a.currency, a.subunits]));
  const balances = input.accounts
    .map(
      (a) =>
        `<span class="chip" data-balance="${escapeHtml(a.currency)}">${escapeHtml(a.currency)} ${majorUnits(a.balance, a.subunits)}</span>`,
    )
    .join(' ');
  const rows = input.withdrawals
    .map((w) => {
      const cancel =
        w.status === 'pending'
          ? `<button type="button" class="secondary" data-cancel="${escapeHtml(w.id)}">Cancel</button>`
          : '';
      const why = w.declineReason ? ` (${escapeHtml(w.declineReason)})` : '';
      return `<tr><td>${escapeHtml(w.createdAt.slice(0, 16).replace('T', ' '))}</td><td>${majorUnits(w.amount, subunitsOf.get(w.currency) ?? 100)} ${escapeHtml(w.currency)}</td><td class="st-${escapeHtml(w.status)}">${escapeHtml(w.status)}${why}</td><td>•••• ${escapeHtml(w.cardLast4)}</td><td>${cancel}</td></tr>`;
    })
    .join('');
  const options = input.accounts
    .map(
      (a) =>
        `<option value="${escapeHtml(a.currency)}" data-subunits="${a.subunits}">${escapeHtml(a.currency)}</option>`,
    )
    .join('');
  return page(
    title,
    `<h1>Withdraw</h1>
<p class="muted">Signed in as ${escapeHtml(input.email ?? '')}. Cash: ${balances}</p>
${input.verificationRequired ? '<div class="card" id="verification-required"><p>Verify your identity before your first withdrawal: <a href="/profile/verification">Identity verification</a></p></div>' : ''}
<form class="card" id="withdraw">
<p class="muted">The amount leaves your balance at once and is paid to your card by the provider. While it is pending you can cancel it.</p>
<label>Amount<br><input name="amount" inputmode="decimal" pattern="[0-9]+([.,][0-9]{1,8})?" required autocomplete="off"></label>
<label>Currency<br><select name="currency">${options}</select></label>
<label>Card number<br><input name="card" inputmode="numeric" autocomplete="cc-number" pattern="[0-9 ]{12,23}" required placeholder="4242 4242 4242 4242"></label>
<p><button>Withdraw</button> <span role="status" id="withdraw-status"></span></p>
</form>
<p class="muted"><a href="/profile/wallet/transactions">Transactions</a> · <a href="/profile/wallet/deposit">Deposit</a> · <a href="/help-center">Help centre</a> · <a href="/">Back to the sportsbook</a></p>
<h2>Your withdrawals</h2>
${rows ? `<table><thead><tr><th>Date (UTC)</th><th>Amount</th><th>Status</th><th>Card</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">None yet.</p>'}
<script nonce="${escapeHtml(input.nonce)}">
const csrf = () => decodeURIComponent((document.cookie.split('; ').find((c) => c.startsWith('csrf_token=')) || '').slice(11));
const post = (url, body) => fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() }, body: JSON.stringify(body) });
const status = document.getElementById('withdraw-status');
document.getElementById('withdraw').addEventListener('submit', async (e) => {
  e.preventDefault();
  const form = new FormData(e.target);
  const select = e.target.elements.currency;
  const subunits = Number(select.options[select.selectedIndex].dataset.subunits);
  const amount = Math.round(Number(String(form.get('amount')).replace(',', '.')) * subunits);
  status.textContent = 'Sending…';
  const res = await post('/api/platform/withdrawals', { amount, currency: form.get('currency'), card: String(form.get('card')) });
  if (res.ok) location.reload();
  else status.textContent = (await res.json()).error?.message ?? 'The withdrawal was refused';
});
for (const b of document.querySelectorAll('[data-cancel]'))
  b.addEventListener('click', async () => {
    const res = await post('/api/platform/withdrawals/' + b.dataset.cancel + '/cancel', {});
    if (res.ok) location.reload();
    else status.textContent = (await res.json()).error?.message ?? 'Could not cancel';
  });
</script>`,
    { head: walletPageStyle },
  );
}
