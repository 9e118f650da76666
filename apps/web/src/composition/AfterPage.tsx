import { clientOnly } from '../page/client-only';
import { Reminders } from '../reminders/Reminders';
import { Tracking } from '../tracking/Tracking';

// Inside a host's iframe (issue 23): the embedding protocol, fetched only there.
const EmbedBridge = clientOnly(() => import('../embed/EmbedBridge').then((m) => m.EmbedBridge));

/**
 * What starts once the page is up and the session known (PlayerShell fetches it then, off the
 * first load): the reminders and the consent banner, tracking (after consent), and in a host's
 * frame the embedding.
 */
export function AfterPage() {
  return (
    <>
      <Reminders />
      <Tracking />
      {window.parent !== window && <EmbedBridge />}
    </>
  );
}
