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

const chunkNamesKeys = new WeakMap<RouteComponent, string>();

export default function componentCreator(path: string, hash: string): RouteComponent {
  const component = ComponentCreator(path, hash);
  chunkNamesKeys.set(component, `${path}-${hash}`);
  return component;
}

/** The loaders of the code-split modules a route component needs. */
export function chunkLoaders(component: unknown): Array<() => Promise<unknown>> {
  const key = chunkNamesKeys.get(component as RouteComponent);
  const chunkNames: Record<string, string> = key ? flat(routesChunkNames[key] ?? {}) : {};
  return Object.values(chunkNames).flatMap((chunkName) => registry[chunkName]?.[0] ?? []);
}
