// Responsible-gambling limits a player sets on themselves (shell 3 "User limit", issue 20).
// A stricter limit takes effect at once; a looser one (a raise or a removal) waits a cooling
// period and then needs the player to confirm it again, so a decision made in the heat of a
// losing streak cannot undo a limit set in a calm moment. Self-exclusion and cooling-off can
// be lengthened but never shortened or lifted. Pure: `(limit, change, now) -> limit | error`.
import { addMonths, type LimitPeriod, LIMIT_PERIODS } from './limit-period';

export const USER_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number];

// shell 3 statuses, as this book uses them:
//   active               in force as set (new, lowered, or a pending change cancelled)
//   unconfirmed          in force; a raise waits its cooling period or the player's confirmation
//   unconfirmed_disabled in force; a removal waits likewise
//   confirmed            in force at the raised amount the player confirmed
//   confirmed_disabled   removed by the player after the cooling period: no longer in force
//   disabled             ended by time (an exclusion past its end): no longer in force
export const USER_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];

const IN_FORCE: readonly UserLimitStatus[] = [
  'active',
  'unconfirmed',
  'unconfirmed_disabled',
  'confirmed',
];

/** What a type measures: money (minor units), minutes, or an exclusion until a date. */
export type LimitMeasure = 'money' | 'minutes' | 'exclusion';

export interface LimitShape {
  measure: LimitMeasure;
  /** Counted per day, week or month (the type has a period). */
  periodic: boolean;
}

export const LIMIT_SHAPES: Record<UserLimitType, LimitShape> = {
  deposit: { measure: 'money', periodic: true },
  loss: { measure: 'money', periodic: true },
  wager: { measure: 'money', periodic: true },
  bet: { measure: 'money', periodic: false },
  time: { measure: 'minutes', periodic: true },
  activity: { measure: 'minutes', periodic: true },
  session: { measure: 'minutes', periodic: false },
  sportsbook_session: { measure: 'minutes', periodic: false },
  reality_check: { measure: 'minutes', periodic: false },
  selfexclusion: { measure: 'exclusion', periodic: false },
  coolingoff: { measure: 'exclusion', periodic: false },
};

const DAY_MS = 86_400_000;

export interface UserLimitPolicy {
  /** How long a raise or a removal waits before the player may confirm it (24 h by default). */
  coolingMs: number;
}

export const DEFAULT_USER_LIMIT_POLICY: UserLimitPolicy = { coolingMs: DAY_MS };

/** Bounds of what a player may ask for; anything else is refused, not clamped. */
export const USER_LIMIT_BOUNDS = {
  /** Money: 1 minor unit up to 10^12 (ten billion euros). */
  money: { min: 1, max: 1_000_000_000_000 },
  /** Minutes of a session, of play time or activity in a period, of a reality-check interval. */
  minutes: { min: 1, max: 44_640 },
  /** Self-exclusion: 6 months to 5 years (issue 20). */
  selfexclusionMonths: { min: 6, max: 60 },
  /** Cooling-off: 24 hours to 6 weeks (issue 20). */
  coolingoffDays: { min: 1, max: 42 },
} as const;

/** Minutes in a period: a daily play-time limit of more than a day means nothing. */
const PERIOD_MINUTES: Record<LimitPeriod, number> = { day: 1_440, week: 10_080, month: 44_640 };

/** One limit of one player: which (type, period, currency), what is in force, what waits. */
export interface UserLimitState {
  type: UserLimitType;
  /** day, week or month for periodic types; null otherwise. */
  period: LimitPeriod | null;
  /** The currency of a money limit (it counts only money of that currency); null otherwise. */
  currency: string | null;
  /** In force: minor units or minutes; null for exclusions. */
  amount: number | null;
  status: UserLimitStatus;
  /** A raise's target; null with `pendingAt` set means a removal waits. */
  pendingAmount: number | null;
  /** Epoch ms from which the pending change may be confirmed; null when nothing waits. */
  pendingAt: number | null;
  /** Epoch ms an exclusion ends; null otherwise. */
  endsAt: number | null;
  /** IANA zone whose midnight rolls the periods (the player's, when the limit was set). */
  timeZone: string;
}

/** Which limit a change is about. */
export interface UserLimitKey {
  type: UserLimitType;
  period: LimitPeriod | null;
  currency: string | null;
  timeZone: string;
}

export type UserLimitChange =
  | { kind: 'set'; amount: number }
  | { kind: 'exclude'; months?: number; days?: number }
  | { kind: 'remove' }
  | { kind: 'confirm' }
  | { kind: 'cancel' };

export const USER_LIMIT_ERROR_KEYS = {
  invalid_request: 'error.user_limits.invalid_request',
  invalid_amount: 'error.user_limits.invalid_amount',
  invalid_duration: 'error.user_limits.invalid_duration',
  not_found: 'error.user_limits.not_found',
  nothing_pending: 'error.user_limits.nothing_pending',
  cooling_period: 'error.user_limits.cooling_period',
  cannot_shorten: 'error.user_limits.cannot_shorten',
  cannot_lift: 'error.user_limits.cannot_lift',
} as const;
export type UserLimitError = keyof typeof USER_LIMIT_ERROR_KEYS;

export type UserLimitChangeResult =
  | {
      ok: true;
      limit: UserLimitState;
      /** applied: in force now; pending: waits the cooling period and a confirmation. */
      effect: 'applied' | 'pending';
    }
  | { ok: false; error: UserLimitError; key: string; pendingAt?: number };

/** Whether the limit binds the player at `now`. */
export function isInForce(limit: UserLimitState, now: number): boolean {
  return IN_FORCE.includes(limit.status) && (limit.endsAt === null || limit.endsAt > now);
}

/** The limit as the player sees it at `now`: an exclusion past its end reads `disabled`. */
export function limitAt(limit: UserLimitState, now: number): UserLimitState {
  if (limit.endsAt !== null && limit.endsAt <= now && IN_FORCE.includes(limit.status))
    return { ...limit, status: 'disabled' };
  return limit;
}

/** Whether a key names a limit that can exist: a period exactly where the type has one, etc. */
export function keyProblem(key: Omit<UserLimitKey, 'timeZone'>): UserLimitError | null {
  const shape = LIMIT_SHAPES[key.type];
  if (!shape) return 'invalid_request';
  if (shape.periodic !== (key.period !== null)) return 'invalid_request';
  if (key.period !== null && !LIMIT_PERIODS.includes(key.period)) return 'invalid_request';
  if ((shape.measure === 'money') !== (key.currency !== null)) return 'invalid_request';
  return null;
}

function refuse(error: UserLimitError, pendingAt?: number): UserLimitChangeResult {
  return {
    ok: false,
    error,
    key: USER_LIMIT_ERROR_KEYS[error],
    ...(pendingAt === undefined ? {} : { pendingAt }),
  };
}

function amountProblem(key: UserLimitKey, amount: number): boolean {
  const shape = LIMIT_SHAPES[key.type];
  const bounds = shape.measure === 'money' ? USER_LIMIT_BOUNDS.money : USER_LIMIT_BOUNDS.minutes;
  const max = shape.measure === 'minutes' && key.period ? PERIOD_MINUTES[key.period] : bounds.max;
  return !Number.isSafeInteger(amount) || amount < bounds.min || amount > max;
}

/** When an exclusion asked for `change` ends, or null when the duration is out of bounds. */
export function exclusionEnd(
  type: UserLimitType,
  change: { months?: number; days?: number },
  now: number,
): number | null {
  const whole = (n: number | undefined, b: { min: number; max: number }) =>
    n !== undefined && Number.isSafeInteger(n) && n >= b.min && n <= b.max;
  if (type === 'selfexclusion' && change.days === undefined)
    return whole(change.months, USER_LIMIT_BOUNDS.selfexclusionMonths)
      ? addMonths(now, change.months!)
      : null;
  if (type === 'coolingoff' && change.months === undefined)
    return whole(change.days, USER_LIMIT_BOUNDS.coolingoffDays)
      ? now + change.days! * DAY_MS
      : null;
  return null;
}

/**
 * The limit after a player's change at `now`. `current` is the stored limit of that key, if
 * any (in force or not). Stricter takes effect at once; looser waits `policy.coolingMs` and a
 * confirmation; exclusions only lengthen.
 */
export function changeUserLimit(
  current: UserLimitState | null,
  key: UserLimitKey,
  change: UserLimitChange,
  now: number,
  policy: UserLimitPolicy = DEFAULT_USER_LIMIT_POLICY,
): UserLimitChangeResult {
  const problem = keyProblem(key);
  if (problem) return refuse(problem);
  const live = current && isInForce(current, now) ? current : null;
  const exclusion = LIMIT_SHAPES[key.type].measure === 'exclusion';
  const fresh = (over: Partial<UserLimitState>): UserLimitState => ({
    type: key.type,
    period: key.period,
    currency: key.currency,
    amount: null,
    status: 'active',
    pendingAmount: null,
    pendingAt: null,
    endsAt: null,
    timeZone: key.timeZone,
    ...over,
  });

  switch (change.kind) {
    case 'set': {
      if (exclusion) return refuse('invalid_request');
      if (amountProblem(key, change.amount)) return refuse('invalid_amount');
      if (!live || live.amount === null)
        return { ok: true, effect: 'applied', limit: fresh({ amount: change.amount }) };
      if (change.amount <= live.amount)
        return {
          ok: true,
          effect: 'applied',
          limit: {
            ...live,
            amount: change.amount,
            status: 'active',
            pendingAmount: null,
            pendingAt: null,
            timeZone: key.timeZone,
          },
        };
      return {
        ok: true,
        effect: 'pending',
        limit: {
          ...live,
          status: 'unconfirmed',
          pendingAmount: change.amount,
          pendingAt: now + policy.coolingMs,
        },
      };
    }
    case 'exclude': {
      if (!exclusion) return refuse('invalid_request');
      const until = exclusionEnd(key.type, change, now);
      if (until === null) return refuse('invalid_duration');
      if (live && live.endsAt !== null && until < live.endsAt) return refuse('cannot_shorten');
      return {
        ok: true,
        effect: 'applied',
        limit: live ? { ...live, endsAt: until, status: 'active' } : fresh({ endsAt: until }),
      };
    }
    case 'remove': {
      if (!live) return refuse('not_found');
      if (exclusion) return refuse('cannot_lift');
      return {
        ok: true,
        effect: 'pending',
        limit: {
          ...live,
          status: 'unconfirmed_disabled',
          pendingAmount: null,
          pendingAt: now + policy.coolingMs,
        },
      };
    }
    case 'confirm': {
      if (!live || live.pendingAt === null) return refuse('nothing_pending');
      if (now < live.pendingAt) return refuse('cooling_period', live.pendingAt);
      const removal = live.pendingAmount === null;
      return {
        ok: true,
        effect: 'applied',
        limit: {
          ...live,
          amount: removal ? live.amount : live.pendingAmount,
          status: removal ? 'confirmed_disabled' : 'confirmed',
          pendingAmount: null,
          pendingAt: null,
        },
      };
    }
    case 'cancel': {
      if (!live || live.pendingAt === null) return refuse('nothing_pending');
      return {
        ok: true,
        effect: 'applied',
        limit: { ...live, status: 'active', pendingAmount: null, pendingAt: null },
      };
    }
  }
}
