/**
 * Stands in for @docusaurus/ComponentCreator, which the generated route list
 * calls once per route, in the browser bundle (swapped in by index.ts). It
 * returns a component that makes core's component the first time it is
 * rendered or preloaded, and remembers which entry of routesChunkNames it
 * loads, so preload.ts can start exactly that route's downloads itself.
 *
 * Core builds a loader for all of the site's routes while the route list is
 * evaluated, before the first page can hydrate: for some 400 routes that was
 * about a third of that task on a phone-speed CPU. A page needs only its own.
 */
import {createElement, type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat.js';

type CoreComponent = ReturnType<typeof ComponentCreator>;
type RouteComponent = ComponentType<object> & Pick<CoreComponent, 'preload'>;

/** Each route component's key in routesChunkNames; null for the not-found route, which has none. */
const chunkNamesKeys = new WeakMap<RouteComponent, string | null>();

export default function componentCreator(path: string, hash: string): RouteComponent {
  let core: CoreComponent | undefined;
  const made = () => (core ??= ComponentCreator(path, hash));
  // Core's preload(pathname) and react-router render route components: both get core's.
  function RouteLoader(props: object) {
    return createElement(made(), props);
  }
  const component = Object.assign(RouteLoader, {preload: () => made().preload()});
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
