import {
  EMBED_PROTOCOL,
  EMBED_VERSION,
  parseHostMessage,
  type FrameMessage,
  type HostMessage,
} from '@sb/contract';
import { acceptsHostMessage, type EmbedOrigins } from '@sb/domain';

type Outgoing = FrameMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'protocol' | 'v'>
    : never
  : never;

/** The window the frame talks to: its parent, or a fake one in the tests. */
export interface HostWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * The frame's end of the embedding protocol (issue 23; shell 5): which host messages it takes,
 * and where it sends its own. Nothing but `ready` leaves the frame before a host has spoken
 * from an allowed origin, and then everything goes to that origin only (never `*`: the
 * balance and the bets are the player's).
 */
export class HostLink {
  /** The host's origin once a message from it was accepted. */
  private host: string | null = null;
  /** What the host handles itself (its `init`); null while no host listens (shell 5). */
  handles: { login: boolean; deposit: boolean } | null = null;
  private offered: { login: boolean; deposit: boolean } | null = null;

  constructor(
    private readonly parent: HostWindow,
    private readonly origins: EmbedOrigins,
    private readonly onRefused: (origin: string, why: string) => void = () => {},
  ) {}

  get listening(): boolean {
    return this.handles !== null;
  }

  /** The host message an event carries, or null (not ours, another origin, malformed). */
  receive(event: { origin: string; data: unknown; source?: unknown }): HostMessage | null {
    const data = event.data as { protocol?: unknown; type?: unknown } | null;
    // Other scripts' messages (extensions, the host's own widgets) are not ours to judge.
    if (!data || typeof data !== 'object' || data.protocol !== EMBED_PROTOCOL) return null;
    if (!acceptsHostMessage(event.origin, String(data.type), this.origins)) {
      this.onRefused(event.origin, 'origin');
      return null;
    }
    const message = parseHostMessage(data);
    if (!message) {
      this.onRefused(event.origin, 'malformed');
      return null;
    }
    if (message.type === 'init') this.offered = message.handles ?? { login: false, deposit: false };
    // A wildcard's session message proves nothing until its token signs in (`trust`).
    const named =
      this.origins.allowed.includes(event.origin) || event.origin === this.origins.partner;
    if (named) this.trust(event.origin);
    return message;
  }

  /** The origin is the host's (named in the config, or its token signed a player in). */
  trust(origin: string): void {
    this.host = origin;
    if (this.offered) this.handles = this.offered;
  }

  /** `ready` may go anywhere (it says nothing); the rest only to an accepted host. */
  post(message: Outgoing): void {
    const envelope = { protocol: EMBED_PROTOCOL, v: EMBED_VERSION, ...message };
    if (message.type === 'ready') this.parent.postMessage(envelope, '*');
    else if (this.host) this.parent.postMessage(envelope, this.host);
  }
}
