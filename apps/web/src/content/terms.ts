import type { InfoSection } from './rules';

/**
 * The operator's terms and conditions (shell 4.3: the payment widget links to them). Content,
 * not UI strings: an operator replaces it with their own, reviewed by their lawyer; English is
 * the reference and the fallback for locales without a translation, as for the general rules.
 */
export const termsAndConditions: InfoSection[] = [
  {
    heading: '1. Your account',
    paragraphs: [
      'You may hold one account. Keep your password to yourself: bets placed and payments made after signing in are treated as yours. Tell us at once if you think someone else has used your account.',
      'We may ask you to prove your identity, age and address before you deposit, withdraw or keep playing, and may suspend an account while we check it.',
    ],
  },
  {
    heading: '2. Who may play',
    paragraphs: [
      'You must be 18 or older, or older where the law of your country says so, and betting must be legal where you are. We do not accept players from the countries listed as blocked; visiting from one of them shows a page saying so.',
      'Employees of the operator and anyone who can influence the outcome of an event may not bet on it.',
    ],
  },
  {
    heading: '3. Deposits and withdrawals',
    paragraphs: [
      'Deposits are credited once the payment provider confirms them. Minimum and maximum amounts are shown in the deposit form. Only use payment methods in your own name.',
      'Withdrawals go back to the method you deposited with where possible, after any checks the law requires. A withdrawal holds its amount until it is paid or you cancel it. Every movement of your balance is listed under Transactions.',
    ],
  },
  {
    heading: '4. Bets and settlement',
    paragraphs: [
      'A bet stands once it is accepted and shows a reference in your bet history; the general rules say how markets are settled. Obvious errors in prices or results may be corrected, and a bet settled on them is settled again.',
      'A void selection (a cancelled match, a market that could not be decided) counts at odds 1.00: a single is refunded, a combo is settled on its other selections.',
      'Cash-out is an offer to settle an open bet early at a price that follows the live odds. It is paid at once when you confirm it and the offer has not fallen; once cashed out, the bet is closed whatever happens next.',
    ],
  },
  {
    heading: '5. Bonuses',
    paragraphs: [
      'Each promotion has its own terms, shown with it: who qualifies, minimum odds, how long it lasts and what must be staked before a bonus can be withdrawn. One bonus per person, household and payment method unless the promotion says otherwise.',
    ],
  },
  {
    heading: '6. Responsible gambling',
    paragraphs: [
      'Bet only what you can afford to lose. You can set deposit, loss, wager and session limits, take a break or exclude yourself at any time. A lower limit applies at once; a higher one after a cooling-off period.',
    ],
    link: { href: '/profile/limits', label: 'Set your limits' },
  },
  {
    heading: '7. Complaints',
    paragraphs: [
      'Write to support with your bet reference or transaction and what went wrong. We answer within 14 days. If you are not satisfied with our answer, you may take the complaint to the authority that licenses the operator.',
    ],
  },
  {
    heading: '8. Changes to these terms',
    paragraphs: [
      'We may change these terms. The version in force when a bet is placed applies to it; a new version is published on this page before it takes effect.',
    ],
  },
];
