/**
 * The operator's general rules and about text. Content, not UI strings: an operator replaces
 * it; English is the reference and the fallback for locales without a translation.
 */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  /** Questions and answers under the heading (the help centre's FAQ). */
  questions?: { question: string; answer: string }[];
  /** Where the section sends the reader (set your limits, write to support). */
  link?: { href: string; label: string };
}

export const generalRules: InfoSection[] = [
  {
    heading: 'Acceptance of bets',
    paragraphs: [
      'A bet is accepted once it appears in My bets with a reference. Live bets are confirmed after a short acceptance delay during which the odds are checked again; if they moved against the policy chosen in the bet slip, the bet is rejected and the stake returned.',
      'Odds are shown at the moment of selection. If they change before the bet is placed, the bet slip shows the change and asks for acceptance, unless the player has chosen to accept higher or any odds automatically.',
    ],
  },
  {
    heading: 'Settlement',
    paragraphs: [
      'Markets are settled on the official result at the end of regular time unless the market says otherwise (for example overtime included). Asian quarter lines are settled as two half stakes on the neighbouring lines: half win and half lose, or half win and half refund.',
      'A cancelled or abandoned match voids its markets that were not already decided; void selections count at odds 1.00 in combo and system bets.',
    ],
  },
  {
    heading: 'Combo and system bets',
    paragraphs: [
      'Two selections of the same match cannot be combined. A system bet is settled as the sum of its lines; each line is a combo of the chosen size.',
    ],
  },
  {
    heading: 'Cash-out',
    paragraphs: [
      'Cash-out is offered on open bets while all their open selections are trading. The offer follows the live prices and is paid at once when confirmed, provided it has not fallen in the meantime.',
    ],
  },
  {
    heading: 'Limits and responsible gambling',
    paragraphs: [
      'Maximum stakes and payouts depend on the currency and are shown in the bet slip when exceeded. Players can set deposit, loss and session limits and can exclude themselves at any time.',
    ],
  },
];

export const about: InfoSection[] = [
  {
    heading: 'Open Sportsbook',
    paragraphs: [
      'An open, self-hostable sportsbook: prematch and live betting on soccer, tennis, basketball, ice hockey, cricket and esports, with odds that move with the game.',
      'Prices come from statistical models of each sport and every balance change is recorded in a double-entry ledger, so money is never lost or created.',
    ],
  },
];
