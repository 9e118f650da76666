import type { ReportEvent, ReportHint } from './event';
import { dropReason } from './filters';
import { withHttpContext } from './http-context';

/**
 * The SDKs' `beforeSend` (and `beforeSendTransaction`): null drops the event by the rules of
 * shell 8, else the event goes with its HTTP exchange attached.
 */
export function beforeSendReport<E extends ReportEvent>(event: E, hint?: ReportHint): E | null {
  return dropReason(event, hint) ? null : withHttpContext(event, hint);
}
