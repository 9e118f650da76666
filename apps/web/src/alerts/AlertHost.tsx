import { useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/useT';
import { closeAlert, getAlert, showAlert, useAlert } from './alerts';
import styles from './AlertHost.module.css';
import { useKeyText } from './useKeyText';

const CONNECTION_LOST = 'alert.connection_lost.title';

/** The one alert on screen (shell 4.6), and the connection-lost alert when the browser goes offline. */
export function AlertHost() {
  const alert = useAlert();
  const { t } = useT();
  const text = useKeyText();

  useEffect(() => {
    // issue 22 defect 3: the connection-lost alert stays while the browser is offline.
    const offline = () =>
      showAlert({
        kind: 'warning',
        titleKey: CONNECTION_LOST,
        descriptionKey: 'alert.connection_lost.description',
        sticky: true,
      });
    const online = () => {
      const shown = getAlert();
      if (shown?.titleKey === CONNECTION_LOST) closeAlert(shown.id);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  // The page keeps room below its content for the alert on screen, so the alert never hides
  // the last rows of a list or the slip's button for good (issue 22 defect 3).
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const box = region.current?.firstElementChild;
    if (!alert || !box) {
      root.style.removeProperty('--alert-space');
      return;
    }
    const bottom = parseFloat(getComputedStyle(region.current!).bottom) || 0;
    root.style.setProperty(
      '--alert-space',
      `${Math.ceil(box.getBoundingClientRect().height + bottom + 8)}px`,
    );
  }, [alert]);

  return (
    <div className={styles.region} aria-live="polite" ref={region}>
      {alert && (
        <div
          key={alert.id}
          className={`${styles.alert} ${styles[alert.kind]}`}
          role={alert.kind === 'error' ? 'alert' : 'status'}
          data-testid="alert"
          data-kind={alert.kind}
        >
          <span className={styles.icon} aria-hidden="true">
            {alert.kind === 'success' ? '✓' : alert.kind === 'info' ? 'i' : '!'}
          </span>
          <div className={styles.body}>
            <strong className={styles.title}>{text(alert.titleKey, alert.params)}</strong>
            {alert.text ? (
              <p className={styles.description}>{alert.text}</p>
            ) : alert.descriptionKey ? (
              <p className={styles.description}>
                {text(alert.descriptionKey, alert.params, 'error.default.description')}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => closeAlert(alert.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
