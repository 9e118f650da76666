import { z } from 'zod';
import {
  LIMIT_PERIODS,
  USER_LIMIT_STATUSES,
  USER_LIMIT_TYPES,
  VERIFICATION_STATES,
} from '@sb/domain';

// The platform's wire format (shell 3, 4.1, 4.3, 7.1, 7.2): accounts, the player, the wallet,
// deposits and the site config. Every path below is under /api/platform unless it says so.

// --- Site config (shell 3 'Site config' and 'Project settings', shell 6 feature flags) ------

export const currencyDefinition = z
  .object({
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    fiat: z.boolean(),
    /** Minor units in one unit: 100 for EUR, 1 for JPY, 10^8 for BTC. */
    subunits: z.number().int().positive(),
    subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().positive() })),
  })
  .meta({ id: 'Currency' });
export type CurrencyDefinition = z.infer<typeof currencyDefinition>;

export const country = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

export const featureFlagNames = [
  'quick_deposit',
  'quick_deposit_test',
  'sign_up_iframe_preloader',
  'sign_in_iframe_preloader',
  'iframe_user_unlock',
  'activity_tracking',
  'responsible_gambling',
  'jackpots',
  'multi_single_bets',
  /** domain 7: fossil delta compression of real-time publications (issue 25); off by default. */
  'delta_compression',
] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];

/** Profile fields a setting can require (sign-up, missed auth fields, deposit context). */
export const profileFieldNames = [
  'phone',
  'firstName',
  'lastName',
  'nickname',
  'dateOfBirth',
  'address',
  'city',
  'postalCode',
] as const;
export const profileField = z.enum(profileFieldNames);
export type ProfileField = z.infer<typeof profileField>;

export const seoPage = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  meta: z.array(z.object({ name: z.string(), content: z.string() })),
  openGraph: z.object({
    imageUrl: z.string(),
    imageWidth: z.number().int(),
    imageHeight: z.number().int(),
    imageAlt: z.string(),
  }),
  index: z.boolean(),
});
export type SeoPage = z.infer<typeof seoPage>;

/** Scheme, host and port: `https://casino.example:8443`. */
const origin = z
  .string()
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'an origin: scheme://host[:port]');

export const siteConfig = z
  .object({
    siteName: z.string(),
    /** Supported locales; the first is the default (shell 2.2). */
    locales: z.array(z.string()).min(1),
    faviconUrl: z.string(),
    logoUrl: z.string(),
    /** CSS custom properties of the operator's theme (`--color-accent`: `#...`). */
    theme: z.record(z.string(), z.string()),
    seo: seoPage,
    /** Per page key (shell 2.1 page keys) overrides of the default SEO page. */
    seoPages: z.record(z.string(), seoPage.partial()),
    /** Origins whose pages are always noindex (shell 2.7). */
    noIndexOrigins: z.array(z.string()),
    /**
     * Origins of the host pages that may embed the sportsbook in an iframe (shell 1, 5): the
     * pages' `frame-ancestors` and the websocket's Origin allow-list name them; the embedding's
     * postMessage checks use them too. Scheme, host and port only (`https://casino.example`);
     * `*` lets any page frame it and send only the messages that start a session (shell 5).
     */
    allowedHostOrigins: z.array(z.union([z.literal('*'), origin])),
    /**
     * The one betting-partner origin whose messages the frame always accepts (shell 5), or null.
     */
    bettingPartnerOrigin: origin.nullable(),
    /**
     * Hosts whose https images the image proxy may fetch (shell 7.3; `cdn.casino.example`): host
     * names only, no scheme, no port. Any other host is refused (SSRF).
     */
    imageHosts: z.array(
      z
        .string()
        .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'a host name'),
    ),
    chat: z.object({ type: z.string(), id: z.string(), region: z.string() }).nullable(),
    /**
     * The tag manager (shell 7.3, 9; issue 23), loaded by id after the player's cookie consent;
     * null is none. `scriptUrl` gets `?id=`; `origins` are what its tags load from and send to
     * (the pages' CSP allows them, and only them).
     */
    tagManager: z
      .object({
        id: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
        scriptUrl: z.string().regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/\S*$/, 'an https URL'),
        origins: z.array(origin),
      })
      .nullable(),
    /** Browser notifications (issue 27): `web-push` is the built-in Web Push; null is off. */
    pushNotifications: z.object({ type: z.enum(['web-push']) }).nullable(),
    isMyBetsVisible: z.boolean(),
    signUpReminderSeconds: z.number().int().nonnegative().nullable(),
    depositReminder: z.object({
      showDepositReminder: z.boolean(),
      playerGroupId: z.string(),
      remindAfter: z.number().int().nonnegative(),
    }),
    translations: z.record(z.string(), z.record(z.string(), z.string())),
    isShareBetOn: z.boolean(),
    /** ISO 3166-1 alpha-2 codes refused sign-in, sign-up and deposit (shell 5). */
    blockedCountries: z.array(z.string()),
    rtlEnabled: z.boolean(),
    signInAllowed: z.boolean(),
    signUpAllowed: z.boolean(),
    bonusNotifications: z.boolean(),
    activityTracking: z.boolean(),
    affiliateCookie: z.boolean(),
    phoneVerification: z.object({ enabled: z.boolean(), mandatory: z.boolean() }),
    /** Fields sign-up requires besides email, password, currency and country. */
    signUpRequiredFields: z.array(profileField),
    deposit: z.object({
      /** How the deposit button opens (shell 4.3). */
      mode: z.enum(['quick', 'iframe', 'casino']),
      /** A mirror site's own casino deposit URL; else /profile/wallet/deposit (shell 2.3). */
      casinoDepositUrl: z.string().nullable(),
      /** Deposit gating (shell 5): the fields that must be filled before depositing. */
      requireProfileFields: z.boolean(),
      profileFields: z.array(profileField),
      /** Sandbox provider test card numbers the widget lists. */
      testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
    }),
    projectSettings: z.object({
      emailConfirmationRequired: z.boolean(),
      localeInUrlRequired: z.boolean(),
      favouritesFloatingButton: z.boolean(),
      comboBoostNotificationsDisabled: z.boolean(),
      identityVerificationProviders: z.array(z.enum(['serasa', 'sumsub'])),
    }),
    featureFlags: z.record(z.enum(featureFlagNames), z.boolean()),
    currencies: z.array(currencyDefinition),
    defaultCurrency: z.string(),
    countries: z.array(country),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof siteConfig>;

// --- Accounts (Devise-style paths) ------------------------------------------------------

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Strength is checked by the server (length, common passwords); this only bounds the size. */
const password = z.string().min(1).max(128);
const token = z.string().min(16).max(128);
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '1900-01-01';
  }, 'a real calendar date');
/** E.164: a plus sign and 7 to 15 digits. */
export const phoneNumber = z.string().regex(/^\+[1-9]\d{6,14}$/, 'a phone number as +<digits>');

const profileFieldsInput = {
  phone: phoneNumber.optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  nickname: z.string().trim().min(2).max(40).optional(),
  dateOfBirth: isoDate.optional(),
  address: z.string().trim().min(1).max(200).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  postalCode: z.string().trim().min(1).max(20).optional(),
};

/** POST /users */
export const signUpRequest = z
  .object({
    email,
    password,
    passwordConfirmation: password.optional(),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
    country: z.string().regex(/^[A-Z]{2}$/),
    language: z.string().min(2).max(10).optional(),
    ...profileFieldsInput,
  })
  .strict();
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** POST /users/sign_in */
export const signInRequest = z.object({ email, password }).strict();
export type SignInRequest = z.infer<typeof signInRequest>;

/** POST /users/confirmation, POST /users/password, POST /users/unlock */
export const emailRequest = z.object({ email }).strict();
export type EmailRequest = z.infer<typeof emailRequest>;

export const confirmationQuery = z.object({ confirmation_token: token }).strict();
export const unlockQuery = z.object({ unlock_token: token }).strict();

/** PUT /users/password */
export const resetPasswordRequest = z
  .object({
    reset_password_token: token,
    password,
    password_confirmation: password.optional(),
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The same answer whether or not the address is known (no account enumeration). */
export const instructionsSentAnswer = z.object({ sent: z.literal(true) });

// --- The player (shell 3, 7.1) -------------------------------------------------------------

export const playerStatus = z.object({ id: z.string() });

export const playerProfile = z
  .object({
    id: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nickname: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    language: z.string(),
    currency: z.string(),
    /** True if the account exists and is not blocked (a blocked account is not logged in). */
    isLoggedIn: z.boolean(),
    blocked: z.boolean(),
    confirmed: z.boolean(),
    phoneVerified: z.boolean(),
    /** Statuses with an id; `spi_test` marks a test user (shell 3, 6). */
    statuses: z.array(playerStatus),
    /** Fields settings require that the player has not filled (missed_auth_fields form). */
    authFieldsMissed: z.array(profileField),
    /** Deposit-context fields still empty (shell 5 deposit gating); empty when not required. */
    depositFieldsMissed: z.array(profileField),
    serasa: z.object({ pve: z.boolean() }),
    /** Identity verification (issue 27); `pve` above still alone blocks betting. */
    verification: z.object({ state: z.enum(VERIFICATION_STATES) }),
    rawProfile: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'PlayerProfile' });
export type PlayerProfile = z.infer<typeof playerProfile>;

/** GET /player: the profile, or `{}` without a session (shell 7.1: "an empty result"). */
export const playerAnswer = z.union([playerProfile, z.object({}).strict()]);
export type PlayerAnswer = z.infer<typeof playerAnswer>;

export const playerQuery = z
  .object({
    stag: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/)
      .optional(),
  })
  .strict();

/** POST /users and PUT /users/password answer the signed-in player, or null when not signed in. */
export const signUpAnswer = z.object({
  confirmationRequired: z.boolean(),
  player: playerProfile.nullable(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswer>;

export const signedInAnswer = z.object({ player: playerProfile.nullable() });

/** Account (shell 3): balance in minor units of the currency's subunits. */
export const playerAccount = z
  .object({
    currency: z.string(),
    balance: z.number().int(),
    subunits: z.number().int(),
    fiat: z.boolean(),
  })
  .meta({ id: 'PlayerAccount' });
export type PlayerAccount = z.infer<typeof playerAccount>;
export const playerAccountsAnswer = z.array(playerAccount);

export const currencyRequest = z.object({ currency: z.string().regex(/^[A-Z]{3,5}$/) }).strict();
export const currencyAnswer = z.object({ currency: z.string() });
export const localeRequest = z.object({ locale: z.string().min(2).max(10) }).strict();
export const localeAnswer = z.object({ locale: z.string() });

/** PUT /player/profile: fill missed auth or deposit-context fields. */
export const profileUpdateRequest = z.object(profileFieldsInput).strict();
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** GET /player/deposit-context (shell 4.3, 5). */
export const depositContextAnswer = z.object({
  required: z.boolean(),
  fields: z.record(z.string(), z.string().nullable()),
  missing: z.array(profileField),
  authFieldsMissed: z.array(profileField),
  phoneVerificationRequired: z.boolean(),
});

/** getPhoneVerification (shell 7.2). */
export const phoneVerificationAnswer = z.object({
  isVerified: z.boolean(),
  phone: z.string().nullable(),
  required: z.boolean(),
});
export const phoneVerificationQuery = z.object({ locale: z.string().max(10).optional() }).strict();
export const phoneCodeRequest = z.object({ phone: phoneNumber.optional() }).strict();
export const phoneVerifyRequest = z.object({ code: z.string().regex(/^\d{6}$/) }).strict();

/** User limit (shell 3), getUserLimits (shell 7.2); the rules are packages/domain user-limits. */
const isoTime = z.string();
export const userLimit = z
  .object({
    type: z.enum(USER_LIMIT_TYPES),
    status: z.enum(USER_LIMIT_STATUSES),
    /** day, week or month where the type counts per period (deposit, loss, wager, time, activity). */
    period: z.enum(LIMIT_PERIODS).nullable(),
    /** The currency of a money limit (deposit, loss, wager, bet). */
    currency: z.string().nullable(),
    /** In force: minor units for money, minutes for session, time, activity, reality_check. */
    amount: z.number().int().nullable(),
    /** A raise waiting (null with pendingAt: a removal waits). */
    pendingAmount: z.number().int().nullable(),
    /** From when the waiting change may be confirmed. */
    pendingAt: isoTime.nullable(),
    /** When a self-exclusion or cooling-off ends. */
    endsAt: isoTime.nullable(),
    timeZone: z.string(),
    /** What the current period has used (money limits), and when it starts again. */
    used: z.number().int().nullable(),
    periodEndsAt: isoTime.nullable(),
  })
  .meta({ id: 'UserLimit' });
export type UserLimit = z.infer<typeof userLimit>;
export const userLimitsAnswer = z.array(userLimit);

const limitCurrency = z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/);
/** Which limit: its type, and its period and currency where the type has them. */
export const userLimitKeyRequest = z
  .object({
    type: z.enum(USER_LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS).nullable().optional(),
    currency: limitCurrency.nullable().optional(),
  })
  .strict();
/**
 * PUT /player/limits: set a limit (`amount`), or exclude oneself (`months` of self-exclusion,
 * `days` of cooling-off). `timeZone` (IANA) rolls the periods; the browser's by default.
 */
export const userLimitSetRequest = userLimitKeyRequest
  .extend({
    amount: z.number().int().optional(),
    months: z.number().int().optional(),
    days: z.number().int().optional(),
    timeZone: z.string().max(64).optional(),
  })
  .strict()
  .meta({ id: 'UserLimitRequest' });
export type UserLimitSetRequest = z.infer<typeof userLimitSetRequest>;
export const userLimitChangeAnswer = z.object({
  limit: userLimit,
  /** applied: in force now; pending: waits the cooling period, then the player's confirmation. */
  effect: z.enum(['applied', 'pending']),
});
export type UserLimitChangeAnswer = z.infer<typeof userLimitChangeAnswer>;

/**
 * getSessionsInfo (shell 4.2, 7.2; issue 20), polled every 30 s: the session so far in the
 * account currency (stakes, what came back, the net position) and whether a reality check is due.
 */
export const sessionInfoAnswer = z
  .object({
    startedAt: isoTime,
    seconds: z.number().int(),
    currency: z.string(),
    stakes: z.number().int(),
    returns: z.number().int(),
    /** returns - stakes: what the session won (positive) or lost (negative). */
    net: z.number().int(),
    realityCheck: z
      .object({ intervalMinutes: z.number().int(), dueAt: isoTime, due: z.boolean() })
      .nullable(),
    /** The tab reports activity every 60 s (trackActivity) while this is true. */
    activityTracking: z.boolean(),
    /** When a session limit ends this session. */
    sessionEndsAt: isoTime.nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoAnswer>;

export const okAnswer = z.object({ ok: z.literal(true) });
export const csrfAnswer = z.object({ token: z.string() });

// --- Real-time ----------------------------------------------------------------------------

/** `balance_changed` on the player's private channel: the new balance in minor units. */
export const balanceChangedMessage = z.object({
  currency: z.string(),
  balance: z.number().int(),
  subunits: z.number().int(),
});
export type BalanceChangedMessage = z.infer<typeof balanceChangedMessage>;

// --- Deposits (shell 2.3, 4.3) ------------------------------------------------------------

/** shell 2.3: the return URLs carry this parameter. */
export const QUICK_DEPOSIT_STATUS = 'quick-deposit-status';
export const quickDepositStatus = z.enum(['success', 'error', 'pending']);

export const depositStatus = z.enum(['created', 'pending', 'succeeded', 'declined', 'failed']);
export type DepositStatus = z.infer<typeof depositStatus>;

export const createDepositRequest = z
  .object({
    /** Minor units of the currency. */
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
  })
  .strict();
export type CreateDepositRequest = z.infer<typeof createDepositRequest>;

export const deposit = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: depositStatus,
    provider: z.string(),
    declineReason: z.string().nullable(),
    cardLast4: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof deposit>;

/** POST /deposits: the payment the widget completes with the provider's client secret. */
export const createDepositAnswer = deposit.extend({ clientSecret: z.string() });
export const depositsAnswer = z.array(deposit);
export const depositIdParams = z.object({ id: z.uuid() }).strict();

// The sandbox provider's own API (served under /spi/api, as a real provider's would be).

export const sandboxCard = z
  .object({
    number: z.string().regex(/^[\d ]{12,23}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/),
    holder: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export const sandboxConfirmRequest = z
  .object({ clientSecret: z.string().min(16).max(200), card: sandboxCard })
  .strict();
export const sandboxPaymentAnswer = z.object({
  id: z.string(),
  status: depositStatus,
  declineReason: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export const sandboxPaymentQuery = z.object({ clientSecret: z.string().min(16).max(200) }).strict();

/** The signed server-to-server callback body (header `X-Sandbox-Signature: t=..,v1=..`). */
export const sandboxCallbackEvent = z
  .object({
    eventId: z.string().min(8).max(100),
    type: z.enum(['payment.pending', 'payment.succeeded', 'payment.declined']),
    paymentId: z.uuid(),
    amount: z.number().int().positive(),
    currency: z.string(),
    declineReason: z.string().nullable().optional(),
    createdAt: z.string(),
  })
  .strict();
export type SandboxCallbackEvent = z.infer<typeof sandboxCallbackEvent>;
export const callbackAnswer = z.object({ received: z.literal(true), status: depositStatus });

// --- Withdrawals (issue 27) -----------------------------------------------------------------
// A player's cash leaves to a card through the sandbox provider's payouts: held in the ledger
// while pending, paid or declined by the provider's signed callback, or by an operator, or
// cancelled by the player while still pending.

export const withdrawalStatus = z.enum(['pending', 'paid', 'declined', 'cancelled']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const createWithdrawalRequest = z
  .object({
    /** Minor units of the currency. */
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
    /** The card the payout goes to (test cards decide the sandbox's outcome). */
    card: z.string().regex(/^[\d ]{12,23}$/),
  })
  .strict();
export type CreateWithdrawalRequest = z.infer<typeof createWithdrawalRequest>;

export const withdrawal = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: withdrawalStatus,
    cardLast4: z.string(),
    declineReason: z.string().nullable(),
    /** Who made it final: the provider, an operator or the player (a cancel). */
    decidedBy: z.enum(['provider', 'operator', 'player']).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalsAnswer = z.array(withdrawal);
export const withdrawalIdParams = z.object({ id: z.uuid() }).strict();

/** POST /api/admin/withdrawals/{id}/decision: an operator pays or declines a pending one. */
export const withdrawalDecisionRequest = z
  .object({
    decision: z.enum(['pay', 'decline']),
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

/** The sandbox provider's signed payout callback (header `X-Sandbox-Signature`). */
export const sandboxPayoutEvent = z
  .object({
    eventId: z.string().min(8).max(100),
    type: z.enum(['payout.paid', 'payout.declined']),
    payoutId: z.uuid(),
    amount: z.number().int().positive(),
    currency: z.string(),
    declineReason: z.string().nullable().optional(),
    createdAt: z.string(),
  })
  .strict();
export type SandboxPayoutEvent = z.infer<typeof sandboxPayoutEvent>;
export const payoutCallbackAnswer = z.object({
  received: z.literal(true),
  status: withdrawalStatus,
});

// --- The player's statement (issue 27): every ledger movement of their accounts --------------

export const transactionKind = z.enum([
  'deposit',
  'withdrawal',
  'bet',
  'payout',
  'jackpot',
  'adjustment',
]);
export type TransactionKind = z.infer<typeof transactionKind>;
/** A GET form sends an empty field as `name=`: that is no filter. */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const transactionsQuery = z
  .object({
    kind: unlessEmpty(transactionKind),
    /** ISO dates (inclusive), UTC. */
    from: unlessEmpty(z.iso.date()),
    to: unlessEmpty(z.iso.date()),
    currency: unlessEmpty(z.string().regex(/^[A-Z]{3,5}$/)),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();
export const walletTransaction = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: transactionKind,
  /** The ledger's reason (bet_stake, bet_payout, deposit, withdrawal...). */
  reason: z.string(),
  /** Signed minor units: negative when money left the player. */
  amount: z.number().int(),
  currency: z.string(),
  reference: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
export const transactionsAnswer = z.array(walletTransaction);

// --- Dev outbox (outside production only) -------------------------------------------------

export const outboxMessage = z.object({
  id: z.number().int(),
  kind: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
/** An address or a phone: printable text (a NUL is no address, and Postgres refuses it). */
export const mailboxQuery = z
  .object({
    to: z
      .string()
      .min(1)
      .max(254)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]+$/, 'printable text')
      .optional(),
  })
  .strict();
export const mailboxAnswer = z.object({ messages: z.array(outboxMessage) });
