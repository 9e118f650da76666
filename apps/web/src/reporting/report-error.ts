// shell 8: "other errors are reported to error tracking unless flagged to skip capture". The
// reporter loads after the page (reporting/start.ts); what fails before waits here, bounded.

type Sink = (error: unknown, context?: Record<string, unknown>) => void;

const MAX_WAITING = 20;
let sink: Sink | null = null;
const waiting: [unknown, Record<string, unknown> | undefined][] = [];

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (sink) sink(error, context);
  else if (waiting.length < MAX_WAITING) waiting.push([error, context]);
}

/** The reporter, once loaded; it gets what waited. Null (reporting off) drops the queue. */
export function setReportSink(next: Sink | null): void {
  sink = next;
  const queued = waiting.splice(0);
  if (next) for (const [error, context] of queued) next(error, context);
}
