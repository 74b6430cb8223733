import { createContext, useContext, type ReactNode } from 'react';

/**
 * What "now" is for relative dates and days left. The page reads the real clock; stories and tests give a fixed
 * time so what they render never depends on the day they run.
 */
const ClockContext = createContext<() => number>(() => Date.now());

export function ClockProvider({ now, children }: { now: number; children: ReactNode }) {
  return <ClockContext.Provider value={() => now}>{children}</ClockContext.Provider>;
}

export function useNow(): () => number {
  return useContext(ClockContext);
}
