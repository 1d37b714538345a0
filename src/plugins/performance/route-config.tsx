/**
 * react-router-config's matchRoutes and renderRoutes, finding a path's route
 * through an index instead of trying every route in turn.
 *
 * Docusaurus matches each page's path against the route list three times per
 * render (route preloading, location normalisation and the route switch), and
 * the list holds one route per post and per doc. Trying them in turn made the
 * build's CPU time per page rise with the number of pages: 70 s of a
 * 3,934-page build went to route matching. Nearly every route is an exact,
 * literal path, so those are looked up in a map; only the others (parents such
 * as the docs root at "/", paths with parameters) are still tried in order.
 * The result is the same route the original would find: the first in the list
 * that matches.
 */
import React, {useContext, type ComponentType, type ReactNode} from 'react';
import {__RouterContext, matchPath, Route, Router, type match as Match} from 'react-router';
import type {MatchedRoute, RouteConfig, RouteConfigComponentProps} from 'react-router-config';

// Router's static "root" match, which its types do not list.
const {computeRootMatch} = Router as unknown as {computeRootMatch: (pathname: string) => Match};

type Matcher = (route: RouteConfig) => Match | null;

interface RouteIndex {
  /** Each exact literal path (as `key` writes it) and the position of its first route. */
  literal: Map<string, number>;
  /** The positions of every other route, in order. */
  others: number[];
}

/** Paths path-to-regexp reads as plain text: no parameters, groups, wildcards or escapes. */
const LITERAL_PATH = /^[\w\-./~]*$/;

/**
 * How a literal path is compared: path-to-regexp makes an exact route
 * case-insensitive and lets a trailing slash be present or not. Two paths of
 * ASCII characters match exactly when their keys are equal; a non-ASCII path
 * that lowercases to the same key is checked with matchPath before use.
 */
const key = (path: string) => path.toLowerCase().replace(/\/$/, '');

const indexes = new WeakMap<readonly RouteConfig[], RouteIndex>();

function routeIndex(routes: readonly RouteConfig[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index) {
    const literal = new Map<string, number>();
    const others: number[] = [];
    routes.forEach((route, i) => {
      const {path, exact, strict, sensitive} = route;
      const isLiteral =
        typeof path === 'string' && exact && !strict && !sensitive && LITERAL_PATH.test(path);
      if (!isLiteral) others.push(i);
      else if (!literal.has(key(path))) literal.set(key(path), i);
    });
    index = {literal, others};
    indexes.set(routes, index);
  }
  return index;
}

interface Found {
  index: number;
  match: Match;
}

/** The first route in the list that matches, as trying each in turn would find it. */
function findFirst(
  routes: readonly RouteConfig[],
  pathname: string,
  matches: Matcher,
): Found | undefined {
  const tryEach = (positions: Iterable<number>, before = Infinity): Found | undefined => {
    for (const i of positions) {
      if (i >= before) return undefined;
      const match = matches(routes[i]!);
      if (match) return {index: i, match};
    }
    return undefined;
  };
  const {literal, others} = routeIndex(routes);
  const candidate = literal.get(key(pathname));
  if (candidate === undefined) return tryEach(others);
  const earlier = tryEach(others, candidate);
  if (earlier) return earlier;
  const match = matches(routes[candidate]!);
  return match ? {index: candidate, match} : tryEach(routes.keys());
}

export function matchRoutes<Params extends {[K in keyof Params]?: string}>(
  routes: readonly RouteConfig[],
  pathname: string,
  branch: Array<MatchedRoute<Params>> = [],
): Array<MatchedRoute<Params>> {
  const found = findFirst(routes, pathname, (route) =>
    route.path ? matchPath(pathname, route) : (branch.at(-1)?.match ?? computeRootMatch(pathname)),
  );
  if (found) {
    const route = routes[found.index]!;
    branch.push({route, match: found.match as Match<Params>});
    if (route.routes) matchRoutes(route.routes, pathname, branch);
  }
  return branch;
}

interface RouteSwitchProps {
  routes: readonly RouteConfig[];
  extraProps: object;
  location?: RouteConfigComponentProps['location'];
}

/** What react-router's Switch renders for renderRoutes' list: the first matching route. */
function RouteSwitch({routes, extraProps, location: locationProp}: RouteSwitchProps): ReactNode {
  const context = useContext(__RouterContext);
  const location = locationProp ?? context.location;
  const found = findFirst(routes, location.pathname, ({path, exact, strict}) =>
    path ? matchPath(location.pathname, {path, exact, strict}) : context.match,
  );
  if (!found) return null;
  const route = routes[found.index]!;
  return (
    <Route
      key={route.key || found.index}
      path={route.path}
      exact={route.exact}
      strict={route.strict}
      location={location}
      // Switch hands its match down the same way (a prop @types/react-router does not list).
      {...{computedMatch: found.match}}
      render={(props) =>
        route.render
          ? route.render({...props, ...extraProps, route})
          : React.createElement(route.component as ComponentType<{route: RouteConfig}>, {
              ...props,
              ...extraProps,
              route,
            })
      }
    />
  );
}

export function renderRoutes(
  routes: readonly RouteConfig[] | undefined,
  extraProps: object = {},
  switchProps: {location?: RouteSwitchProps['location']} = {},
): ReactNode {
  return routes ? (
    <RouteSwitch routes={routes} extraProps={extraProps} location={switchProps.location} />
  ) : null;
}
