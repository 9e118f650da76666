import { createStringDelta } from 'fossil-delta';
import type { WirePublication } from './protocol';

// Fossil delta compression of publications (domain 7: "Delta compression is enabled by a feature
// flag"; issue 25), the way the official `centrifuge` client decodes it over the JSON protocol:
// a delta subscriber's `data` is a JSON string holding the payload's JSON text, and a
// publication with `delta: true` holds the fossil delta from the previous payload's text instead.

/** The only delta format of the Centrifuge protocol. */
export const DELTA_FOSSIL = 'fossil';

const NON_ASCII = /[\u007f-\uffff]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The payload's JSON text with every char above 0x7e as `\uXXXX` (still the same JSON value).
 * The client runs the delta string through `TextEncoder`, so its bytes must survive UTF-8 as
 * they are: deltas between ASCII texts are ASCII. Outside strings JSON is ASCII already.
 */
export function asciiJson(json: string): string {
  return json.replace(NON_ASCII, escapeChar);
}

/** The fossil delta from one ASCII text to the next (ASCII too). */
export function fossilDelta(from: string, to: string): string {
  return createStringDelta(from, to);
}

/** The push of a publication to a delta subscriber: full (`data` as a string) or a delta. */
export function encodeDeltaPush(
  channel: string,
  offset: number,
  text: string,
  isDelta: boolean,
): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${JSON.stringify(text)},"offset":${offset}${isDelta ? ',"delta":true' : ''}}}}`;
}

/** Recovered publications in a delta subscriber's subscribe reply: all full, as strings. */
export function encodeDeltaPublications(pubs: readonly WirePublication[]): string {
  return `[${pubs.map((p) => `{"data":${JSON.stringify(asciiJson(p.data))},"offset":${p.offset}}`).join(',')}]`;
}
