import {
  parseChannel,
  type RealtimeEventName,
  type RealtimeMessageInput,
  type RealtimePublicationInput,
  type StreamPosition,
} from '@sb/contract';
import type { Broker } from './broker';

/**
 * A push publication: a member of the contract's protocol union (an event name of domain 4
 * with its message), so publishing anything else is a type error.
 */
export type Publication<E extends RealtimeEventName = RealtimeEventName> =
  RealtimePublicationInput<E>;

/**
 * The publication of one event, for callers generic over the event name (TypeScript cannot
 * check `{ event_name: E, message: Message<E> }` against the union itself: the one cast is here).
 */
export function publication<E extends RealtimeEventName>(
  eventName: E,
  message: RealtimeMessageInput<E>,
): Publication {
  return { event_name: eventName, message } as unknown as Publication;
}

/**
 * What other modules call to push to browsers; they never touch sockets or the broker.
 * Rejects when the broker (or the external Centrifugo) can't take the publication, so a caller
 * decides whether that matters to it. Resolves with the stream position where one is known
 * (test fakes may resolve with nothing).
 */
export interface Publisher {
  publish(channel: string, publication: Publication): Promise<StreamPosition | void>;
}

export interface CentrifugoTarget {
  /** Base of the Centrifugo server API, e.g. `http://centrifugo:8000/api`. */
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Publishes through our broker, or to an external Centrifugo when one is configured. */
export function createPublisher(broker: Broker, centrifugo?: CentrifugoTarget): Publisher {
  const target = centrifugo
    ? centrifugoPublisher(centrifugo)
    : { publish: (channel: string, data: Publication) => broker.publish({ channel, data }) };
  return {
    publish: async (channel, publication) => {
      // A name outside the three families is a bug in the caller: no browser could subscribe.
      if (!parseChannel(channel))
        throw new Error(`Not a real-time channel: ${JSON.stringify(channel)}`);
      return target.publish(channel, publication);
    },
  };
}

/** Centrifugo's server HTTP API: `POST {base}/publish` with `X-API-Key`, `{ result: { offset, epoch } }`. */
export function centrifugoPublisher(target: CentrifugoTarget): Publisher {
  const doFetch = target.fetch ?? fetch;
  const base = target.url.replace(/\/+$/, '');
  return {
    publish: async (channel, publication) => {
      const res = await doFetch(`${base}/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': target.apiKey },
        body: JSON.stringify({ channel, data: publication }),
        signal: AbortSignal.timeout(target.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`Centrifugo publish to ${channel} answered HTTP ${res.status}`);
      const body = (await res.json()) as {
        result?: { offset?: number; epoch?: string };
        error?: { code: number; message: string };
      };
      if (body.error)
        throw new Error(
          `Centrifugo publish to ${channel} failed: ${body.error.code} ${body.error.message}`,
        );
      // Centrifugo omits the position for a channel without history.
      return { offset: body.result?.offset ?? 0, epoch: body.result?.epoch ?? '' };
    },
  };
}
