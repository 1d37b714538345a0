/**
 * Stands in for @docusaurus/ComponentCreator, which the generated route list
 * calls once per route, in the browser bundle (swapped in by index.ts). It
 * returns core's component and remembers which entry of routesChunkNames it
 * loads, so preload.ts can start exactly that route's downloads itself.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat.js';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/** Each route component's key in routesChunkNames; null for the not-found route, which has none. */
const chunkNamesKeys = new WeakMap<RouteComponent, string | null>();

export default function componentCreator(path: string, hash: string): RouteComponent {
  const component = ComponentCreator(path, hash);
  chunkNamesKeys.set(component, path === '*' ? null : `${path}-${hash}`);
  return component;
}

/**
 * The loaders of the code-split modules a route component needs. Throws when
 * the generated tables do not say: that means core changed how routes name
 * their chunks, and preloading silently nothing would slow every navigation.
 */
export function chunkLoaders(component: unknown): Array<() => Promise<unknown>> {
  const key = chunkNamesKeys.get(component as RouteComponent);
  if (key === null) return [];
  const chunkNames = key === undefined ? undefined : routesChunkNames[key];
  if (!chunkNames) {
    throw new Error(
      `The preloader found no chunk names for route ${key ?? '(not made by ComponentCreator)'}; ` +
        'see src/plugins/performance/component-creator.ts.',
    );
  }
  return Object.values(flat(chunkNames)).map((chunkName) => {
    const loader = registry[chunkName]?.[0];
    if (typeof loader !== 'function') {
      throw new Error(
        `The preloader found no loader for chunk ${chunkName} of route ${key}; ` +
          'see src/plugins/performance/component-creator.ts.',
      );
    }
    return loader;
  });
}
