// Test kit: the feed's settings for tests, without the app (pure step tests import it directly;
// ./testing re-exports it with the feed's test app). Production code cannot import it (lint).
import { defaultFeedSettings, type FeedSettings } from './settings';

/** For tests: a quiet engine (no live fillers, no outages, no drift) over one day of fixtures. */
export const testFeedSettings: FeedSettings = {
  ...defaultFeedSettings,
  liveTarget: 0,
  horizonDays: 1,
  prematchDriftPerMinute: 0,
  outageEveryMinutes: 0,
  notCoveredShare: 0,
};
