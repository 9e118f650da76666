import type { OutgoingMessage } from './mailer';

// The account mails. Links point to the web pages of the shell (shell 2.1, 2.5), which read
// the token from the query and call the matching /api/platform/users/... endpoint.

export function confirmationMail(
  origin: string,
  siteName: string,
  to: string,
  token: string,
): OutgoingMessage {
  const link = `${origin}/users/confirmation?confirmation_token=${encodeURIComponent(token)}`;
  return {
    kind: 'email',
    to,
    subject: `Confirm your ${siteName} account`,
    text: `Welcome to ${siteName}!\n\nConfirm your e-mail address to sign in:\n${link}\n\nThe link is valid for 3 days. If you did not sign up, ignore this message.`,
    links: [link],
  };
}

export function resetPasswordMail(
  origin: string,
  siteName: string,
  to: string,
  token: string,
): OutgoingMessage {
  const link = `${origin}/users/password/edit?reset_password_token=${encodeURIComponent(token)}`;
  return {
    kind: 'email',
    to,
    subject: `Reset your ${siteName} password`,
    text: `Someone asked to change the password of your ${siteName} account.\n\nChoose a new password:\n${link}\n\nThe link is valid for 6 hours. If it was not you, ignore this message: your password stays as it is.`,
    links: [link],
  };
}

/** Sign-up with a registered address (issue 17, finding 9): the owner is told, nobody else. */
export function signUpAttemptMail(origin: string, siteName: string, to: string): OutgoingMessage {
  const signIn = `${origin}/users/sign-in`;
  const reset = `${origin}/users/password/new`;
  return {
    kind: 'email',
    to,
    subject: `Your ${siteName} account`,
    text: `Someone tried to create a ${siteName} account with this address, which already has one.\n\nIf it was you, sign in:\n${signIn}\n\nForgot your password? Choose a new one:\n${reset}\n\nIf it was not you, ignore this message: nothing changed.`,
    links: [signIn, reset],
  };
}

export function unlockMail(
  origin: string,
  siteName: string,
  to: string,
  token: string,
): OutgoingMessage {
  const link = `${origin}/?unlock_token=${encodeURIComponent(token)}`;
  return {
    kind: 'email',
    to,
    subject: `Your ${siteName} account is locked`,
    text: `Your ${siteName} account was locked after many failed sign-in attempts.\n\nThis link unlocks it and signs you in:\n${link}\n\nIf these attempts were not yours, change your password once signed in.`,
    links: [link],
  };
}

export function phoneCodeMessage(siteName: string, to: string, code: string): OutgoingMessage {
  return {
    kind: 'sms',
    to,
    subject: `${siteName} verification code`,
    text: `${code} is your ${siteName} verification code. It expires in 10 minutes.`,
    links: [],
  };
}

/** A self-exclusion or cooling-off has begun (issue 20): the player is told when it ends. */
export function exclusionMail(
  siteName: string,
  to: string,
  type: 'selfexclusion' | 'coolingoff',
  endsAt: Date,
): OutgoingMessage {
  const what = type === 'selfexclusion' ? 'self-exclusion' : 'cooling-off period';
  const until = endsAt.toUTCString();
  return {
    kind: 'email',
    to,
    subject: `Your ${siteName} ${what} has begun`,
    text: `You asked for a ${what}. Your ${siteName} account is closed to you until ${until}: you cannot sign in, deposit or bet before then, and it cannot be lifted early.\n\nIf you need to talk to someone about your gambling, organisations such as GamCare (gamcare.org.uk) and Gamblers Anonymous (gamblersanonymous.org) offer free, confidential help.`,
    links: [],
  };
}
