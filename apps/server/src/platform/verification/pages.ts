import type { VerificationAnswer } from '@sb/contract';
import { escapeHtml, page, signedOutPage } from '../pages/html';
import { walletPageStyle } from '../wallet/statement-page';

const STATE_TEXT: Record<VerificationAnswer['state'], string> = {
  unverified: 'Not verified yet. Your first withdrawal needs a verified identity.',
  pending: 'We are checking your document. This page shows the answer once it comes.',
  verified: 'Your identity is verified.',
  rejected: 'Your verification was rejected',
};

/**
 * The casino-side verification page (issue 27: /profile/verification), in English as the
 * other casino pages are: the state, and the form while the player may submit (unverified,
 * or rejected to try again). The document goes base64 in JSON (routes.ts says why).
 */
export function verificationPage(input: {
  siteName: string;
  signedIn: boolean;
  email?: string;
  verification?: VerificationAnswer;
  /** Reload while the sandbox is still likely to answer (a submission of the last minute). */
  refresh?: boolean;
  /** The answer's CSP nonce (http/security-headers.ts): only scripts carrying it run. */
  nonce: string;
}): string {
  const title = `Identity verification · ${input.siteName}`;
  if (!input.signedIn || !input.verification)
    return signedOutPage(title, 'Identity verification', 'Sign in to verify your identity.');
  const { state, reason } = input.verification;
  const why =
    state === 'rejected' && reason ? `: ${escapeHtml(reason)}. You can submit again.` : '';
  const maySubmit = state === 'unverified' || state === 'rejected';
  const form = maySubmit
    ? `<form class="card" id="verify">
<label>Full name<br><input name="fullName" autocomplete="name" required minlength="2" maxlength="200"></label>
<label>Date of birth<br><input name="dateOfBirth" type="date" autocomplete="bday" required></label>
<label>Document type<br><select name="documentType"><option value="passport">Passport</option><option value="id_card">Identity card</option><option value="driving_licence">Driving licence</option></select></label>
<label>Document number<br><input name="documentNumber" required pattern="[A-Za-z0-9\\-]{4,32}" autocomplete="off"></label>
<label>Document image (PNG, JPEG or PDF, at most 2 MB)<br><input name="document" type="file" accept="image/png,image/jpeg,application/pdf" required></label>
<p><button>Submit</button> <span role="status" id="verify-status"></span></p>
</form>`
    : '';
  return page(
    title,
    `<h1>Identity verification</h1>
<p class="muted">Signed in as ${escapeHtml(input.email ?? '')}.</p>
<div class="card" data-verification="${escapeHtml(state)}"><p>${STATE_TEXT[state]}${why}</p></div>
${form}
<p class="muted"><a href="/profile/wallet/withdraw">Withdraw</a> · <a href="/help-center">Help centre</a> · <a href="/">Back to the sportsbook</a></p>
<script nonce="${escapeHtml(input.nonce)}">
const csrf = () => decodeURIComponent((document.cookie.split('; ').find((c) => c.startsWith('csrf_token=')) || '').slice(11));
const form = document.getElementById('verify');
if (form) form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const status = document.getElementById('verify-status');
  const data = new FormData(form);
  const file = data.get('document');
  status.textContent = 'Sending…';
  const url = await new Promise((resolve) => { const r = new FileReader(); r.onload = () => resolve(String(r.result)); r.readAsDataURL(file); });
  const body = { fullName: data.get('fullName'), dateOfBirth: data.get('dateOfBirth'), documentType: data.get('documentType'), documentNumber: data.get('documentNumber'), document: url.slice(url.indexOf(',') + 1) };
  const res = await fetch('/api/platform/player/verification', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf() }, body: JSON.stringify(body) });
  if (res.ok) location.reload();
  else status.textContent = (await res.json()).error?.message ?? 'The verification was refused';
});
${input.refresh ? 'setTimeout(() => location.reload(), 2000);' : ''}
</script>`,
    { head: walletPageStyle },
  );
}
