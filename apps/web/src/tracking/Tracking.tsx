import { useEffect } from 'react';
import { useSession } from '../account/session';
import { startTracking } from './tag-manager';

/** The page's tracking (issue 23): started once the site config is known, after the page. */
export function Tracking() {
  const site = useSession((s) => s.site);
  useEffect(() => (site ? startTracking(site) : undefined), [site]);
  return null;
}
