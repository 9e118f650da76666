import fs from 'node:fs';

// What a V8 heap snapshot holds, summed by kind (constructor name; every string counts as one
// kind), and what grew between two of them: the memory bench's "what grows" (issue 25).

export type HeapSummary = Map<string, { bytes: number; count: number }>;

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Self sizes per kind of object in the snapshot file (written by --heapsnapshot-signal). */
export function summarizeHeap(file: string): HeapSummary {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const summary: HeapSummary = new Map();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt!]!]!;
    const kind = type.includes('string')
      ? '(strings)'
      : type === 'number'
        ? '(numbers)'
        : `${snap.strings[snap.nodes[i + nameAt!]!]!.slice(0, 60)} (${type})`;
    const entry = summary.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += snap.nodes[i + sizeAt!]!;
    entry.count++;
    summary.set(kind, entry);
  }
  return summary;
}

/** The kinds that grew most from `before` to `after`, largest growth first. */
export function heapGrowth(before: HeapSummary, after: HeapSummary, top = 12) {
  return [...after]
    .map(([kind, a]) => {
      const b = before.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, bytes: a.bytes - b.bytes, count: a.count - b.count, total: a.bytes };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}

export const totalBytes = (s: HeapSummary) => [...s.values()].reduce((t, e) => t + e.bytes, 0);
