import type { BrokerPublication } from './broker';
import { asciiJson, encodeDeltaPush, fossilDelta } from './delta';
import { encodePublicationPush } from './protocol';

/** What the hub needs of a connection: a shared frame in, or a note that it lost its place. */
export interface SubscriberOwner {
  push(frame: Buffer): void;
  lostPosition(sub: Subscriber): void;
}

/** Publications a subscribe in progress may buffer before it must resync instead. */
const MAX_BUFFERED = 1000;

/**
 * One client's subscription to one channel on this process. It knows the stream position the
 * client holds, so a gap or an epoch change is caught per client and answered with a resubscribe
 * that recovers from history (Centrifugo's "positioned" subscriptions).
 */
export class Subscriber {
  epoch = '';
  offset = 0;
  /** Non-null while the subscribe reply is not sent yet: publications wait here, in order. */
  buffer: BrokerPublication[] | null = [];
  overflow = false;
  expiresAt = 0;
  expiryTimer: NodeJS.Timeout | undefined;
  /**
   * Fossil delta negotiated (issue 25). `hasBase`: the client holds the publication at `offset`
   * as its delta base, so the next one may come as a delta; until then it gets full payloads.
   */
  hasBase = false;

  constructor(
    readonly owner: SubscriberOwner,
    readonly channel: string,
    readonly delta = false,
  ) {}

  /** Applies one publication; false when the client has lost its place in the stream. */
  accept(pub: BrokerPublication): 'send' | 'skip' | 'lost' {
    if (pub.epoch !== this.epoch) return 'lost';
    if (pub.offset <= this.offset) return 'skip';
    if (pub.offset !== this.offset + 1) return 'lost';
    this.offset = pub.offset;
    return 'send';
  }
}

/**
 * The last publication of a channel with delta subscribers, as ASCII JSON text: the base of the
 * next delta. One per such channel, dropped with its last delta subscriber (bounded memory).
 */
interface DeltaChain {
  subscribers: number;
  epoch: string;
  offset: number;
  text: string;
}

/** The channels this process's clients are subscribed to, and the fan-out to them. */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly chains = new Map<string, DeltaChain>();
  subscriptions = 0;
  deliveries = 0;

  add(sub: Subscriber): void {
    let set = this.channels.get(sub.channel);
    if (!set) {
      set = new Set();
      this.channels.set(sub.channel, set);
    }
    set.add(sub);
    this.subscriptions++;
    if (sub.delta) {
      const chain = this.chains.get(sub.channel);
      if (chain) chain.subscribers++;
      else this.chains.set(sub.channel, { subscribers: 1, epoch: '', offset: -1, text: '' });
    }
  }

  remove(sub: Subscriber): void {
    const set = this.channels.get(sub.channel);
    if (!set?.delete(sub)) return;
    this.subscriptions--;
    if (set.size === 0) this.channels.delete(sub.channel);
    const chain = sub.delta ? this.chains.get(sub.channel) : undefined;
    if (chain && --chain.subscribers === 0) this.chains.delete(sub.channel);
  }

  /** Test and metrics view: how many channels keep a delta base. */
  get deltaChannelCount(): number {
    return this.chains.size;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  /**
   * The hot path: one frame encoded per publication, one write per subscriber. Nothing here
   * waits or allocates per client, so fan-out to thousands stays a tight loop.
   */
  deliver(pub: BrokerPublication): void {
    const set = this.channels.get(pub.channel);
    if (!set) return;
    let frame: Buffer | undefined;
    // Delta subscribers: the delta is computed once per publication, against the channel's
    // previous one, and shared by every subscriber holding that one as its base.
    const chain = this.chains.get(pub.channel);
    let text = '';
    let base: string | undefined;
    if (chain && (chain.epoch !== pub.epoch || pub.offset > chain.offset)) {
      text = asciiJson(pub.data);
      if (chain.epoch === pub.epoch && chain.offset === pub.offset - 1) base = chain.text;
      chain.epoch = pub.epoch;
      chain.offset = pub.offset;
      chain.text = text;
    }
    let fullFrame: Buffer | undefined;
    let deltaFrame: Buffer | undefined;
    for (const sub of set) {
      if (sub.buffer) {
        if (sub.buffer.length < MAX_BUFFERED) sub.buffer.push(pub);
        else sub.overflow = true;
        continue;
      }
      const verdict = sub.accept(pub);
      if (verdict === 'send') {
        if (!sub.delta) {
          frame ??= Buffer.from(encodePublicationPush(pub.channel, pub));
          sub.owner.push(frame);
        } else if (sub.hasBase && base !== undefined) {
          // It accepted this one, so it holds the previous offset: the chain's base.
          deltaFrame ??= Buffer.from(
            encodeDeltaPush(pub.channel, pub.offset, fossilDelta(base, text), true),
          );
          sub.owner.push(deltaFrame);
        } else {
          text ||= asciiJson(pub.data);
          fullFrame ??= Buffer.from(encodeDeltaPush(pub.channel, pub.offset, text, false));
          sub.owner.push(fullFrame);
          sub.hasBase = true;
        }
        this.deliveries++;
      } else if (verdict === 'lost') sub.owner.lostPosition(sub);
    }
  }

  /** The broker may have lost publications: every client resyncs from history. */
  resyncAll(): void {
    for (const set of this.channels.values())
      for (const sub of [...set]) {
        if (sub.buffer) sub.overflow = true;
        else sub.owner.lostPosition(sub);
      }
  }
}
