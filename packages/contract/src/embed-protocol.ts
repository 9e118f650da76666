import { isOddsType, type OddsType } from '@sb/domain';

// The embedding protocol (issue 23; shell 5, 6, 9; domain 6): the messages a host page and the
// sportsbook in its iframe exchange through postMessage. The host's side is `/embed.js`
// (apps/server/src/platform/embed/embed.js), which speaks the same version.
//
// Free of zod, like headers.ts: the browser imports it, and a zod schema there costs the first
// load of every page some 1.2 kB (turbopack's async-module runtime comes with it). The parser is
// checked against the zod schema `hostMessage` (embed.ts) by a property test.

/** Every message carries these two, so either side can tell ours from other scripts' traffic. */
export const EMBED_PROTOCOL = 'open-sportsbook';
/** Raised only when a message changes meaning; new optional fields keep the version. */
export const EMBED_VERSION = 1;

export interface EmbedOptions {
  /** A locale of the site (`de`, `pt-BR`): the frame reloads in it. */
  locale?: string;
  oddsFormat?: OddsType;
  /** The operator's theme as CSS custom properties (`--color-accent: #ff0066`). */
  theme?: Record<string, string>;
}

type Envelope = { protocol: typeof EMBED_PROTOCOL; v: typeof EMBED_VERSION };

/** What the host sends the frame. */
export type HostMessage = Envelope &
  (
    | (EmbedOptions & {
        /** The host's first message: who signs in (its token), how the frame looks. */
        type: 'init';
        token?: string;
        /** The host listens for sign-in and deposit requests (shell 5: else the frame blocks them). */
        handles?: { login: boolean; deposit: boolean };
      })
    /** A (new) session token for the player the host has signed in. */
    | { type: 'set_token'; token: string }
    | (EmbedOptions & { type: 'update_options' })
    | { type: 'navigate'; route: string }
    | { type: 'open_slip' }
    /** The host's player signed out: so does the frame's. */
    | { type: 'sign_out' }
  );
export type HostMessageType = HostMessage['type'];

/** A placed bet as the host hears of it (and as tracking reports a purchase, shell 7.3). */
export interface EmbedBet {
  id: string;
  /** Minor units of `currency`; `subunits` says how many make one. */
  stake: number;
  currency: string;
  subunits: number;
  matchIds: number[];
}

/** What the frame tells its host. */
export type FrameMessage = Envelope &
  (
    | { type: 'ready'; route: string }
    | { type: 'route'; route: string; title: string }
    /** The content's height in CSS pixels, at most every 100 ms (shell 9 layout size notices). */
    | { type: 'height'; height: number }
    | { type: 'session'; signedIn: boolean }
    | { type: 'balance'; amount: number; currency: string; subunits: number }
    | { type: 'bet_placed'; bets: EmbedBet[] }
    | { type: 'login_request'; form: 'sign-in' | 'sign-up' }
    | { type: 'deposit_request' }
    /** A host message was refused: its translation key (a bad token, a malformed message). */
    | { type: 'error'; key: string }
  );

/** A path of this site, never another origin (`//evil.example`, `https:`). */
export const EMBED_ROUTE = /^\/(?![/\\])\S*$/;
export const EMBED_ROUTE_MAX = 300;
export const EMBED_LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;
/** Names and plain values only: no `url()`, no `;`, so a theme cannot load or break out. */
export const EMBED_THEME_NAME = /^--[a-z0-9-]{1,40}$/;
export const EMBED_THEME_VALUE = /^[#a-zA-Z0-9(),.%\s-]{1,60}$/;
export const EMBED_THEME_MAX = 40;
export const EMBED_TOKEN_MIN = 10;
export const EMBED_TOKEN_MAX = 4096;

type Fields = Record<string, unknown>;
const OPTION_KEYS = ['locale', 'oddsFormat', 'theme'];
const KEYS: Record<HostMessageType, string[]> = {
  init: ['token', 'handles', ...OPTION_KEYS],
  set_token: ['token'],
  update_options: OPTION_KEYS,
  navigate: ['route'],
  open_slip: [],
  sign_out: [],
};
const REQUIRED: Partial<Record<HostMessageType, string>> = {
  set_token: 'token',
  navigate: 'route',
};

const isRecord = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function validField(key: string, value: unknown): boolean {
  switch (key) {
    case 'token':
      return isString(value) && value.length >= EMBED_TOKEN_MIN && value.length <= EMBED_TOKEN_MAX;
    case 'route':
      return isString(value) && value.length <= EMBED_ROUTE_MAX && EMBED_ROUTE.test(value);
    case 'locale':
      return isString(value) && EMBED_LOCALE.test(value);
    case 'oddsFormat':
      return isString(value) && isOddsType(value);
    case 'theme':
      return (
        isRecord(value) &&
        Object.keys(value).length <= EMBED_THEME_MAX &&
        Object.entries(value).every(
          ([name, v]) => EMBED_THEME_NAME.test(name) && isString(v) && EMBED_THEME_VALUE.test(v),
        )
      );
    case 'handles':
      return (
        isRecord(value) &&
        Object.keys(value).length === 2 &&
        typeof value.login === 'boolean' &&
        typeof value.deposit === 'boolean'
      );
    default:
      return false;
  }
}

/** The host message `data` is, or null: its envelope, its type, and every field (no others). */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.protocol !== EMBED_PROTOCOL || data.v !== EMBED_VERSION) return null;
  const type = data.type as HostMessageType;
  const keys = isString(type) && Object.hasOwn(KEYS, type) ? KEYS[type] : null;
  if (!keys) return null;
  const required = REQUIRED[type];
  if (required && data[required] === undefined) return null;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'protocol' || key === 'v' || key === 'type') continue;
    // An absent optional field may be sent as undefined (structured clone keeps the key).
    if (!keys.includes(key) || (value !== undefined && !validField(key, value))) return null;
  }
  return data as HostMessage;
}
