import { transactionKind, type PlayerAccount, type WalletTransaction } from '@sb/contract';
import { escapeHtml, page, signedOutPage } from '../pages/html';
import { majorUnits } from './major-units';
import type { StatementQuery } from './statement';

/** The casino-side wallet pages' own look (deposit, withdraw, transactions). */
export const walletPageStyle = `<style>
  .chip { display: inline-block; border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px; margin: 2px; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: start; padding: 6px 4px; border-bottom: 1px solid var(--line); }
  td.num { text-align: end; font-variant-numeric: tabular-nums; }
  .st-paid, .in { color: var(--accent); } .st-declined, .st-cancelled { color: var(--danger); } .st-pending { color: var(--warn); }
  h2 { font-size: 17px; margin-top: 28px; } label { display: inline-block; margin: 8px 8px 8px 0; }
  form.filters { align-items: flex-end; } form.filters button { margin: 8px 0; }
  button.secondary { background: transparent; color: var(--text); border: 1px solid var(--line); }
</style>`;

const KINDS = transactionKind.options;

/** The casino-side statement (issue 27: /profile/wallet/transactions), linked from the deposit page. */
export function transactionsPage(input: {
  siteName: string;
  signedIn: boolean;
  accounts: PlayerAccount[];
  rows: WalletTransaction[];
  query: StatementQuery;
}): string {
  const title = `Transactions · ${input.siteName}`;
  if (!input.signedIn)
    return signedOutPage(title, 'Transactions', 'Sign in to see your transactions.');
  const subunitsOf = new Map(input.accounts.map((a) => [a.currency, a.subunits]));
  const q = input.query;
  const selected = (on: boolean) => (on ? ' selected' : '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({
    kind: q.kind,
    from: q.from,
    to: q.to,
    currency: q.currency,
  }))
    if (v) params.set(k, v);
  params.set('format', 'csv');
  const rows = input.rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.at.slice(0, 16).replace('T', ' '))}</td><td>${escapeHtml(r.kind)}</td><td class="muted">${escapeHtml(r.reason)}</td><td class="num ${r.amount > 0 ? 'in' : ''}">${r.amount > 0 ? '+' : ''}${majorUnits(r.amount, subunitsOf.get(r.currency) ?? 100)} ${escapeHtml(r.currency)}</td></tr>`,
    )
    .join('');
  const balances = input.accounts
    .map(
      (a) =>
        `<span class="chip">${escapeHtml(a.currency)} ${majorUnits(a.balance, a.subunits)}</span>`,
    )
    .join(' ');
  return page(
    title,
    `<h1>Transactions</h1>
<p class="muted">Balance: ${balances}</p>
<form class="card inline filters" method="get" action="/profile/wallet/transactions">
<label>Kind<br><select name="kind"><option value="">All</option>${KINDS.map((k) => `<option value="${k}"${selected(q.kind === k)}>${k}</option>`).join('')}</select></label>
<label>From<br><input type="date" name="from" value="${escapeHtml(q.from ?? '')}"></label>
<label>To<br><input type="date" name="to" value="${escapeHtml(q.to ?? '')}"></label>
<button>Show</button>
</form>
<p class="muted"><a href="/api/platform/wallet/transactions?${escapeHtml(params.toString())}" download="transactions.csv">Export CSV</a> · <a href="/profile/wallet/deposit">Deposit</a> · <a href="/profile/wallet/withdraw">Withdraw</a> · <a href="/">Back to the sportsbook</a></p>
${rows ? `<table><thead><tr><th>Date (UTC)</th><th>Kind</th><th>Reason</th><th class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No transactions.</p>'}`,
    { head: walletPageStyle },
  );
}
