// Competitor logos generated as SVG (issue 4: no external images): a shield in the club's two
// colours with its abbreviation, a stable pattern per competitor id.

const escape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readableOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}

const safeColor = (c: string | undefined, fallback: string) =>
  c && /^#[0-9a-f]{6}$/i.test(c) ? c : fallback;

export function competitorLogo(id: number, abbreviation: string, colors: string[]): string {
  const primary = safeColor(colors[0], '#1d428a');
  let secondary = safeColor(colors[1], '#fdb927');
  if (secondary.toLowerCase() === primary.toLowerCase())
    secondary = readableOn(primary) === '#ffffff' ? '#ffffff' : '#111111';
  const pattern = id % 4;
  const stripe =
    pattern === 0
      ? `<path d="M32 6v52" stroke="${secondary}" stroke-width="10"/>`
      : pattern === 1
        ? `<path d="M6 22h52" stroke="${secondary}" stroke-width="9"/>`
        : pattern === 2
          ? `<path d="M10 10l44 44" stroke="${secondary}" stroke-width="9"/>`
          : `<circle cx="32" cy="30" r="13" fill="${secondary}"/>`;
  const text = escape(abbreviation.slice(0, 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${text}">
<defs><clipPath id="s${id}"><path d="M32 3l25 8v19c0 16-11 26-25 31C18 56 7 46 7 30V11z"/></clipPath></defs>
<g clip-path="url(#s${id})"><rect width="64" height="64" fill="${primary}"/>${stripe}</g>
<path d="M32 3l25 8v19c0 16-11 26-25 31C18 56 7 46 7 30V11z" fill="none" stroke="#00000033" stroke-width="2"/>
<text x="32" y="${pattern === 3 ? 35 : 44}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="14" fill="${pattern === 3 ? readableOn(secondary) : readableOn(primary)}">${text}</text>
</svg>`;
}
