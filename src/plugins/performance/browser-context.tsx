/**
 * Stands in for @docusaurus/core's browser context (swapped in by index.ts).
 * `useIsBrowser()` turns true after hydration and every component using it
 * renders again; here that update is a transition, rendered in short slices
 * instead of one long task.
 */
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
