/**
 * Stands in for theme-common's useWindowSize (swapped in by index.ts). Its
 * first measurement after hydration switches the layout from the server
 * rendering to the phone or desktop one (the mobile menu and its sidebar
 * panel), and React rendered that switch in one long task. Here it is a
 * transition, rendered in short slices. Later resizes still apply at once.
 */
import {startTransition, useEffect, useState} from 'react';
import {DESKTOP_BREAKPOINT} from '../../utils/breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}): WindowSize {
  // 'ssr' until mounted, so hydration matches the server HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () =>
      setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
