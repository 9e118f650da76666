// Real-time channel names (shell 4.5, domain 4). Free of zod on purpose: the browser bundle
// imports these, and the schemas stay out of it.
// The channel locale (br and pt-BR are pt) is the domain's rule (shell 9).
import { channelLocale } from '@sb/domain';

/** Public updates per locale. */
export const publicChannel = (locale: string) => `public:${channelLocale(locale)}`;
/** Public match updates per locale and match. */
export const matchChannel = (locale: string, matchId: number | string) =>
  `public:${channelLocale(locale)}:match:${matchId}`;
/** The private updates channel per locale and user; `$` marks it as needing a token. */
export const privateChannel = (locale: string, userId: number | string) =>
  `$private:${channelLocale(locale)}:${userId}`;

const localePart = '[a-z]{2,3}(?:-[a-z0-9]{2,8})?';
const idPart = '[A-Za-z0-9_-]{1,64}';
const publicPattern = new RegExp(`^public:(${localePart})(?::match:(${idPart}))?$`);
const privatePattern = new RegExp(`^\\$private:(${localePart}):(${idPart})$`);

/** What a channel name means; `null` for a name outside the three families. */
export type ChannelInfo =
  | { kind: 'public'; locale: string; matchId: string | null }
  | { kind: 'private'; locale: string; userId: string };

export function parseChannel(channel: string): ChannelInfo | null {
  if (channel.length > 128) return null;
  const pub = publicPattern.exec(channel);
  if (pub) return { kind: 'public', locale: pub[1]!, matchId: pub[2] ?? null };
  const priv = privatePattern.exec(channel);
  if (priv) return { kind: 'private', locale: priv[1]!, userId: priv[2]! };
  return null;
}
