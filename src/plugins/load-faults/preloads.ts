/** A route as `@generated/routes` lists it: its component is react-loadable's, with `preload`. */
export interface PreloadableRoute {
  component: {preload?: () => Promise<unknown>};
  routes?: readonly PreloadableRoute[];
}

/**
 * Wraps the preload of every route so that, while `catching()` holds, a
 * failed download resolves through `onFailure` instead of rejecting. Once it
 * no longer holds, preloads reject as before: a failed navigation then makes
 * core reload the page.
 */
export function catchPreloadFailures(
  routes: readonly PreloadableRoute[],
  catching: () => boolean,
  onFailure: (error: unknown) => Promise<void>,
): void {
  for (const route of routes) {
    const {component} = route;
    const preload = component.preload;
    if (preload) {
      component.preload = () => (catching() ? preload().catch(onFailure) : preload());
    }
    if (route.routes) catchPreloadFailures(route.routes, catching, onFailure);
  }
}
