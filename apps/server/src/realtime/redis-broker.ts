import { Redis } from 'ioredis';
import type { StreamPosition } from '@sb/contract';
import type { WirePublication } from './protocol';
import { defaultHistory, recoverFrom, type HistoryOptions, type HistoryRead } from './stream';
import type { Broker, BrokerOptions, BrokerPublication } from './broker';
import { BrokerEmitter, encodeData, newEpoch } from './broker-emitter';

// Redis keeps each channel's stream as Centrifugo's Redis engine does: a hash with the epoch and
// the top offset (INCR), and a capped list of the latest publications. One Lua script appends and
// PUBLISHes atomically, so every process sees publications in offset order.

const TOPIC = 'sb:rt:publications';
const metaKey = (channel: string) => `sb:rt:{${channel}}:meta`;
const listKey = (channel: string) => `sb:rt:{${channel}}:list`;

// KEYS: meta, list. ARGV: data, history size, history ttl, meta ttl, epoch candidate, topic, channel.
const PUBLISH_LUA = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[1], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('expire', KEYS[1], ARGV[4])
local size = tonumber(ARGV[2])
if size > 0 then
  redis.call('lpush', KEYS[2], offset .. '\\n' .. ARGV[1])
  redis.call('ltrim', KEYS[2], 0, size - 1)
  redis.call('expire', KEYS[2], ARGV[3])
end
redis.call('publish', ARGV[6], ARGV[7] .. '\\n' .. offset .. '\\n' .. epoch .. '\\n' .. ARGV[1])
return {offset, epoch}
`;

// KEYS: meta, list. ARGV: epoch candidate, meta ttl, most entries to read, and the offset to
// read after ('' for the latest ones). One script, so the top and the entries agree.
const READ_LUA = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch)
end
redis.call('expire', KEYS[1], ARGV[2])
local top = tonumber(redis.call('hget', KEYS[1], 's') or '0')
local n = tonumber(ARGV[3])
if ARGV[4] ~= '' then
  n = math.min(n, top - tonumber(ARGV[4]))
end
local items = {}
if n > 0 then
  items = redis.call('lrange', KEYS[2], 0, n - 1)
end
return {top, epoch, items}
`;

interface StreamCommands {
  rtPublish(
    meta: string,
    list: string,
    data: string,
    size: number,
    ttl: number,
    metaTtl: number,
    epoch: string,
    topic: string,
    channel: string,
  ): Promise<[number, string]>;
  rtRead(
    meta: string,
    list: string,
    epoch: string,
    metaTtl: number,
    count: number,
    after: string,
  ): Promise<[number, string, string[]]>;
}

/** Parses `offset\ndata` list entries (newest first) into ascending publications. */
function parseEntries(items: string[]): WirePublication[] {
  const out: WirePublication[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const nl = item.indexOf('\n');
    out.push({ offset: Number(item.slice(0, nl)), data: item.slice(nl + 1) });
  }
  return out;
}

/** `channel\noffset\nepoch\ndata`: channel names never hold a newline (parseChannel). */
export function parseTopicMessage(raw: string): BrokerPublication | null {
  const a = raw.indexOf('\n');
  const b = raw.indexOf('\n', a + 1);
  const c = raw.indexOf('\n', b + 1);
  if (a < 0 || b < 0 || c < 0) return null;
  const offset = Number(raw.slice(a + 1, b));
  if (!Number.isSafeInteger(offset)) return null;
  return { channel: raw.slice(0, a), offset, epoch: raw.slice(b + 1, c), data: raw.slice(c + 1) };
}

export function redisBroker(url: string, options: BrokerOptions = {}): Broker {
  const history: HistoryOptions = { ...defaultHistory, ...options.history };
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const emitter = new BrokerEmitter();
  // Errors surface through ping() in /api/health; ioredis reconnects by itself.
  pub.on('error', () => {});
  sub.on('error', () => {});
  pub.defineCommand('rtPublish', { numberOfKeys: 2, lua: PUBLISH_LUA });
  pub.defineCommand('rtRead', { numberOfKeys: 2, lua: READ_LUA });
  const cmd = pub as unknown as StreamCommands;

  let readyOnce = false;
  sub.on('ready', () => {
    // A reconnect may have dropped publications: clients whose position can't be trusted resync.
    if (readyOnce) emitter.emitResync();
    readyOnce = true;
  });
  const subscribed = sub.subscribe(TOPIC).catch(() => {});
  sub.on('message', (_topic: string, raw: string) => {
    const publication = parseTopicMessage(raw);
    if (publication) emitter.emitPublication(publication);
  });

  const read = async (channel: string, count: number, after = '') => {
    const [top, epoch, items] = await cmd.rtRead(
      metaKey(channel),
      listKey(channel),
      newEpoch(),
      history.metaTtlSeconds,
      count,
      after,
    );
    return { position: { offset: Number(top), epoch }, tail: parseEntries(items) };
  };

  return {
    kind: 'redis',
    publish: async (message, publishOptions): Promise<StreamPosition> => {
      await subscribed;
      const [offset, epoch] = await cmd.rtPublish(
        metaKey(message.channel),
        listKey(message.channel),
        encodeData(message.data),
        publishOptions?.skipHistory ? 0 : history.size,
        history.ttlSeconds,
        history.metaTtlSeconds,
        newEpoch(),
        TOPIC,
        message.channel,
      );
      return { offset: Number(offset), epoch };
    },
    read: async (channel, since): Promise<HistoryRead> => {
      if (!since) {
        const { position } = await read(channel, 0);
        return { position, publications: [], complete: true };
      }
      const { position, tail } = await read(channel, history.size, String(since.offset));
      return recoverFrom(position, tail, since, history.size);
    },
    latest: async (channel, limit): Promise<HistoryRead> => {
      const { position, tail } = await read(channel, Math.max(0, Math.min(limit, history.size)));
      return { position, publications: tail, complete: true };
    },
    on: (event, listener) => emitter.on(event, listener),
    onMessage: (listener) => emitter.onMessage(listener),
    ping: async () => {
      try {
        return (await pub.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      emitter.clear();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
