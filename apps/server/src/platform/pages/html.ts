/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The page a signed-out visitor gets instead of a wallet page: what to sign in for, and where. */
export function signedOutPage(
  title: string,
  heading: string,
  lead: string,
  signUp = false,
): string {
  const links = `<a href="/users/sign-in">Sign in</a>${signUp ? ' · <a href="/users/sign-up">Create an account</a>' : ''}`;
  return page(title, `<h1>${heading}</h1><div class="card"><p>${lead}</p><p>${links}</p></div>`);
}

/** A small self-contained page (no external assets) in the product's dark look. */
export function page(
  title: string,
  body: string,
  options: { lang?: string; head?: string } = {},
): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: dark; --bg: #0f1623; --panel: #172033; --line: #26324a; --text: #e8edf6; --muted: #9aa7bd; --accent: #3ddc97; --danger: #ff6b6b; --warn: #ffc857; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
  main { max-width: 880px; margin: 0 auto; padding: 24px 16px 64px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  a { color: var(--accent); }
  .muted { color: var(--muted); }
  .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin: 12px 0; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 8px 0 0; font: inherit; }
  input, select, button { font: inherit; color: var(--text); background: #0c1220; border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; }
  button { background: var(--accent); color: #06120c; border: 0; font-weight: 600; cursor: pointer; }
  form.inline { display: flex; gap: 8px; flex-wrap: wrap; }
</style>
${options.head ?? ''}
</head>
<body><main>
${body}
</main></body>
</html>`;
}
