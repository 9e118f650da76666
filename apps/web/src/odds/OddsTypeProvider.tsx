import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_ODDS_TYPE, type OddsType } from '@sb/domain';
import { useStoredOddsType } from './useOddsType';

// One subscription to the stored format for the page, handed down by context: two hundred odds
// buttons would otherwise each subscribe while the page hydrates (issue 8 TBT).

const OddsTypeContext = createContext<OddsType>(DEFAULT_ODDS_TYPE);

export function OddsTypeProvider({ children }: { children: ReactNode }) {
  return (
    <OddsTypeContext.Provider value={useStoredOddsType()}>{children}</OddsTypeContext.Provider>
  );
}

/** The visitor's odds display format (domain 3 activeOddsType). */
export function useOddsType() {
  return useContext(OddsTypeContext);
}
