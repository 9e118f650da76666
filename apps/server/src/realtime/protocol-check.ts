import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parseChannel,
  REALTIME_PROTOCOL_VERSION,
  realtimeEvents,
  type RealtimeEventName,
} from '@sb/contract';
import type { Publication, Publisher } from './publisher';

// Outside production every publication is checked against the contract's protocol (issue 18):
// the event is one of domain 4, on a channel of its family, and its message parses. A violation
// is recorded (and logged), never thrown: the push still goes out, as it would in production,
// where nothing is parsed on the hot path. The e2e run reads the record at its end.

export interface ProtocolViolation {
  channel: string;
  event_name: string;
  problem: string;
}

export interface ProtocolReport {
  version: number;
  /** Publications checked, by event name. */
  checked: Record<string, number>;
  /** The first violations (at most MAX_KEPT). */
  violations: ProtocolViolation[];
  violationCount: number;
}

const MAX_KEPT = 100;

export interface ProtocolCheck {
  /** The violation of one publication, or null when it belongs to the protocol. */
  check(channel: string, publication: { event_name: string; message: unknown }): string | null;
  /** A publisher that checks each publication, records what violates, then publishes it. */
  wrap(publisher: Publisher): Publisher;
  report(): ProtocolReport;
}

export function createProtocolCheck(
  onViolation: (violation: ProtocolViolation) => void = () => {},
): ProtocolCheck {
  const checked: Record<string, number> = {};
  const violations: ProtocolViolation[] = [];
  let violationCount = 0;

  const check: ProtocolCheck['check'] = (channel, publication) => {
    const name = publication.event_name;
    if (!Object.hasOwn(realtimeEvents, name)) return `unknown event ${JSON.stringify(name)}`;
    const event = realtimeEvents[name as RealtimeEventName];
    const family = parseChannel(channel)?.kind;
    if (family !== event.channel) return `${name} belongs on a ${event.channel} channel`;
    const parsed = event.message.safeParse(publication.message);
    return parsed.success ? null : z.prettifyError(parsed.error);
  };

  return {
    check,
    wrap: (publisher) => ({
      publish: (channel, publication: Publication) => {
        const name = publication.event_name;
        checked[name] = (checked[name] ?? 0) + 1;
        const problem = check(channel, publication);
        if (problem) {
          violationCount++;
          const violation = { channel, event_name: name, problem };
          if (violations.length < MAX_KEPT) violations.push(violation);
          onViolation(violation);
        }
        return publisher.publish(channel, publication);
      },
    }),
    report: () => ({
      version: REALTIME_PROTOCOL_VERSION,
      checked: { ...checked },
      violations: [...violations],
      violationCount,
    }),
  };
}

/** `GET /api/dev/realtime/protocol`: what was checked and what violated (outside production). */
export function protocolCheckRoutes(
  protocol: Pick<ProtocolCheck, 'report'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/realtime/protocol',
      {
        schema: {
          tags: ['dev'],
          summary: 'Publications checked against the real-time protocol, and the violations',
          response: {
            200: z.object({
              version: z.number().int(),
              checked: z.record(z.string(), z.number().int()),
              violations: z.array(
                z.object({ channel: z.string(), event_name: z.string(), problem: z.string() }),
              ),
              violationCount: z.number().int(),
            }),
          },
        },
      },
      async () => protocol.report(),
    );
  };
}
