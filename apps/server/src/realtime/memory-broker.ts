import fs from 'node:fs';
import path from 'node:path';
import type { Broker, BrokerOptions } from './broker';
import { BrokerEmitter, encodeData, newEpoch } from './broker-emitter';
import { defaultHistory, MemoryStream, recoverFrom, type HistoryOptions } from './stream';

export function memoryBroker(options: BrokerOptions = {}): Broker {
  const history: HistoryOptions = { ...defaultHistory, ...options.history };
  const streams = new Map<string, MemoryStream>();
  const emitter = new BrokerEmitter();
  const snapshot = options.snapshotFile;

  if (snapshot) loadSnapshot(snapshot, streams);
  let bytes = 0;
  for (const s of streams.values()) bytes += s.bytes;

  // Over budget, every history loses its older half until the whole fits again. A client that
  // needed what went gets `recovered: false` and refetches: slower, never wrong.
  const enforceBudget = () => {
    for (let pass = 0; bytes > history.maxBytes && pass < 32; pass++)
      for (const s of streams.values()) bytes -= s.keep(s.length >> 1);
  };
  enforceBudget();

  const stream = (channel: string): MemoryStream => {
    const now = Date.now();
    let s = streams.get(channel);
    if (!s) {
      // Channels are named by clients too (a subscribe, a history read): a bounded number,
      // the oldest forgotten first (its subscribers then recover with recovered: false).
      if (streams.size >= history.maxChannels) {
        const [oldest, old] = streams.entries().next().value!;
        bytes -= old.bytes;
        streams.delete(oldest);
      }
      s = new MemoryStream(newEpoch(), now);
      streams.set(channel, s);
    }
    s.lastUsedAt = now;
    return s;
  };

  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [channel, s] of streams) {
      const before = s.bytes;
      const forget = s.sweep(history, now);
      bytes -= before - s.bytes;
      if (forget) {
        bytes -= s.bytes;
        streams.delete(channel);
      }
    }
  }, 30_000);
  sweeper.unref();

  return {
    kind: 'memory',
    publish: async (message, publishOptions) => {
      const data = encodeData(message.data);
      const s = stream(message.channel);
      const size = publishOptions?.skipHistory ? 0 : history.size;
      const before = s.bytes;
      const offset = s.append(data, size, Date.now());
      bytes += s.bytes - before;
      if (bytes > history.maxBytes) enforceBudget();
      emitter.emitPublication({ channel: message.channel, offset, epoch: s.epoch, data });
      return { offset, epoch: s.epoch };
    },
    read: async (channel, since) => {
      const s = stream(channel);
      const position = { offset: s.top, epoch: s.epoch };
      if (!since) return { position, publications: [], complete: true };
      return recoverFrom(position, s.tail(history.size), since, history.size);
    },
    latest: async (channel, limit) => {
      const s = stream(channel);
      const tail = s.tail(history.size);
      return {
        position: { offset: s.top, epoch: s.epoch },
        publications: limit > 0 ? tail.slice(-limit) : [],
        complete: true,
      };
    },
    on: (event, listener) => emitter.on(event, listener),
    onMessage: (listener) => emitter.onMessage(listener),
    ping: async () => true,
    close: async () => {
      clearInterval(sweeper);
      emitter.clear();
      if (snapshot) saveSnapshot(snapshot, streams);
    },
  };
}

// A graceful restart keeps the history so tabs recover what they missed (shell 4.5); a crash
// loses it, the epoch changes, and clients refetch instead.
function loadSnapshot(file: string, streams: Map<string, MemoryStream>): void {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    return;
  }
  // One use only: a crash after this start must not resurrect an older stream under its epoch.
  fs.rmSync(file, { force: true });
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const now = Date.now();
    for (const [channel, value] of Object.entries(parsed)) {
      const s = MemoryStream.fromJSON(value, now);
      if (s) streams.set(channel, s);
    }
  } catch {
    // A torn file is no history: clients get recovered=false and refetch.
  }
}

function saveSnapshot(file: string, streams: Map<string, MemoryStream>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(streams)));
  fs.renameSync(tmp, file);
}
