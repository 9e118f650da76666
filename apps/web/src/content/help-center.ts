import type { InfoSection } from './rules';

/**
 * The help centre's questions by topic (shell 4.3: the payment widget links to it). Content, not
 * UI strings: an operator edits it and sets the support address; English is the reference and
 * the fallback for locales without a translation, as for the general rules.
 */
export const helpCenter: InfoSection[] = [
  {
    heading: 'Account',
    paragraphs: [],
    questions: [
      {
        question: 'I forgot my password.',
        answer:
          'Choose "Forgot your password?" in the sign-in form. We send a link to your e-mail address; it works once and expires after a few hours.',
      },
      {
        question: 'My account is locked.',
        answer:
          'After too many wrong passwords an account is locked for a while. Use the unlock link we e-mailed you, or wait and try again.',
      },
    ],
  },
  {
    heading: 'Deposits',
    paragraphs: [],
    questions: [
      {
        question: 'How long does a deposit take?',
        answer:
          'Card payments are usually credited within a minute. If the payment provider is still checking it, the deposit shows as pending and is credited once confirmed.',
      },
      {
        question: 'My deposit was declined.',
        answer:
          'Your bank or the provider refused the payment, and nothing was taken. Check the card details and your deposit limit, or try another method in your name.',
      },
    ],
  },
  {
    heading: 'Withdrawals',
    paragraphs: [],
    questions: [
      {
        question: 'When will I receive my withdrawal?',
        answer:
          'Once approved, the money is sent to the method you deposited with; banks take one to three working days. You can cancel a withdrawal while it is still being processed.',
      },
      {
        question: 'Why can I not withdraw all my balance?',
        answer:
          'Stakes of open bets have already left your balance, and a withdrawal being processed holds its amount until it is paid or cancelled. Your transactions show every movement of your balance.',
      },
    ],
  },
  {
    heading: 'Bets',
    paragraphs: [],
    questions: [
      {
        question: 'Where do I see my bets?',
        answer:
          'My bets in the bet slip shows open and settled bets; the bet history page adds filters, an export and your profit and loss.',
      },
      {
        question: 'Why was my bet rejected?',
        answer:
          'The odds moved or the market was suspended while a live bet waited for acceptance, or the stake was above a limit. The stake is returned at once.',
      },
      {
        question: 'A match was cancelled. What happens to my bet?',
        answer:
          'Undecided selections of a cancelled match are void: a single is refunded, a combo is settled on its other selections at odds 1.00 for the void one.',
      },
    ],
  },
  {
    heading: 'Cash-out',
    paragraphs: [],
    questions: [
      {
        question: 'Why is there no cash-out on my bet?',
        answer:
          'Cash-out is offered while every open selection of the bet is trading. It pauses while a market is suspended, for example just after a goal.',
      },
      {
        question: 'Can I cash out part of a bet?',
        answer:
          'Yes: choose how much of the stake to cash out; the rest keeps running at the same odds. You can also set an automatic cash-out at an amount of your choice.',
      },
    ],
  },
  {
    heading: 'Limits',
    paragraphs: [],
    questions: [
      {
        question: 'How do I limit my gambling?',
        answer:
          'Set deposit, loss and wager limits per day, week or month, a session length, or take a break in your account. Lower limits apply at once; raising or removing one takes effect after a cooling-off period.',
      },
    ],
    link: { href: '/profile/limits', label: 'Set your limits' },
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Write to us with your bet reference or transaction, and we answer within one working day. If gambling is causing you problems, organisations such as GamCare and Gamblers Anonymous offer free, confidential help.',
    ],
    link: { href: 'mailto:support@example.com', label: 'support@example.com' },
  },
];
