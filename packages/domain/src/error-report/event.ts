// The part of an error-reporting event (Sentry's event format) the filters of shell 8 read: plain
// data, so the rules hold for the browser's SDK and the server's alike and test without either.

export interface ReportFrame {
  filename?: string;
  abs_path?: string;
}

export interface ReportException {
  type?: string;
  value?: string;
  stacktrace?: { frames?: ReportFrame[] };
}

export interface ReportEvent {
  /** 'transaction' for a performance event; absent for an error. */
  type?: string;
  /** A transaction's name (the route). */
  transaction?: string;
  message?: string;
  exception?: { values?: ReportException[] };
  extra?: Record<string, unknown>;
}

/** What the SDK hands `beforeSend` beside the event: the thrown value itself. */
export interface ReportHint {
  originalException?: unknown;
}
