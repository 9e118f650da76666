import { useEffect, useRef, useState } from 'react';
import type { SessionInfo } from '@sb/contract';
import { accountCurrency, formatAmount } from '../account/money';
import { currentAccount, sessionExpired, useSession } from '../account/session';
import { ApiError } from '../api/http-client';
import { useT } from '../i18n/useT';
import { getModal, openModal } from '../modals/modal-store';
import { getSessionInfo, sessionClock, trackActivity } from './session-info';
import styles from './SessionClock.module.css';

const POLL_MS = 30_000; // shell 9: reality check refetch 30 s
const ACTIVITY_MS = 60_000; // shell 9: activity tracking interval 60 s

/**
 * The session's time and net position in the header (issue 20, in the spirit of UKGC RTS 13),
 * and what watches over the session: the session info polled every 30 s uncached and stopped
 * after a 400 (shell 4.2), the reality check opened when due, and activity reported every 60 s
 * while the tab is visible and an activity limit is in force. Fetched after the first paint.
 */
export function SessionClock() {
  const { t, locale } = useT();
  const account = useSession(currentAccount);
  const [info, setInfo] = useState<{ data: SessionInfo; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const shownDue = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const data = await getSessionInfo();
        if (stopped) return;
        setInfo({ data, at: Date.now() });
        const check = data.realityCheck;
        if (check?.due && shownDue.current !== check.dueAt && !getModal()) {
          shownDue.current = check.dueAt;
          openModal({ name: 'reality-check', info: data });
        }
      } catch (e) {
        if (e instanceof ApiError && e.status === 400) return; // shell 4.2: polling stops
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  // The clock ticks between polls.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);

  const tracking = info?.data.activityTracking ?? false;
  useEffect(() => {
    if (!tracking) return;
    const id = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      trackActivity().catch((e) => {
        // shell 8: activity tracking answering 401 signs out with the activity-limit modal.
        if (e instanceof ApiError && e.status === 401) {
          sessionExpired();
          openModal({ name: 'activity-limit-reached' });
        }
      });
    }, ACTIVITY_MS);
    return () => clearInterval(id);
  }, [tracking]);

  if (!info || !account) return null;
  const seconds = info.data.seconds + Math.max(0, Math.floor((now - info.at) / 1000));
  const net = info.data.net;
  const money = formatAmount(Math.abs(net), accountCurrency(account), locale);
  const signed = net > 0 ? `+${money}` : net < 0 ? `−${money}` : money;
  return (
    <span
      // A timer may carry a name; a bare span may not (axe aria-prohibited-attr, issue 26).
      role="timer"
      className={styles.clock}
      data-testid="session-clock"
      title={t('limits.session.title')}
      aria-label={t('limits.session.label', { time: sessionClock(seconds), net: signed })}
    >
      <span aria-hidden="true">{sessionClock(seconds)}</span>
      <span aria-hidden="true" className={styles.net} data-sign={Math.sign(net)}>
        {signed}
      </span>
    </span>
  );
}
