import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router';
import * as original from 'react-router-config';
import type {RouteConfig, RouteConfigComponentProps} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {matchRoutes, renderRoutes} from './route-config';

/** A page naming its route and match, rendering its child routes with `render` as Docusaurus' layouts do. */
function pageWith(render: (routes: RouteConfig[] | undefined) => React.ReactNode) {
  return function Page({route, match}: RouteConfigComponentProps) {
    return React.createElement(
      'div',
      {'data-path': String(route?.path), 'data-url': match.url},
      render(route?.routes),
    );
  };
}
const Page = pageWith(renderRoutes);
const OriginalPage = pageWith(original.renderRoutes);

/** A route table shaped like Docusaurus' own: literal exact routes, then parents at "/". */
function routeTable(component: typeof Page): RouteConfig[] {
  return [
    {path: '/news', exact: true, component},
    {path: '/news/page/:page', exact: true, component},
    {path: '/news/tags', exact: true, component},
    {path: '/News/Tags', exact: true, component},
    {path: '/news/archive/', exact: true, component},
    {path: '/news/:slug', exact: true, component},
    {path: '/news/a-post', exact: true, component},
    {path: '/search', exact: true, strict: true, component},
    {path: '/news/kelvin', exact: true, component},
    {
      path: '/',
      component,
      routes: [
        {
          path: '/',
          component,
          routes: [
            {path: '/', exact: true, component},
            {path: '/glossary', exact: true, component},
            {path: '/countries/germany', exact: true, component},
            {path: '/countries/germany', exact: true, sensitive: true, component},
            {component},
          ],
        },
      ],
    },
  ];
}

const PATHNAMES = [
  '/',
  '',
  '/news',
  '/news/',
  '/NEWS',
  '/news/page/2',
  '/news/tags',
  '/NEWS/TAGS/',
  '/news/archive',
  '/news/archive/',
  '/news/a-post',
  '/news/a-post//',
  '/news/\u212Aelvin', // KELVIN SIGN: lowercases to "k", which the router's case rule never equates
  '/search',
  '/search/',
  '/glossary',
  '/Glossary/',
  '/countries/germany',
  '/countries/germany/extra',
  '/nowhere',
  '/news%2Fa-post',
];

describe('route-config', () => {
  const routes = routeTable(Page);

  it.each(PATHNAMES)('matchRoutes finds the same branch as react-router-config for %j', (path) => {
    const ours = matchRoutes(routes, path);
    const theirs = original.matchRoutes(routes, path);
    expect(ours.length).toBe(theirs.length);
    ours.forEach(({route, match}, i) => {
      expect(route).toBe(theirs[i]!.route);
      expect(match).toEqual(theirs[i]!.match);
    });
  });

  it.each(PATHNAMES)('renderRoutes renders what react-router-config renders for %j', (path) => {
    const render = (element: React.ReactNode) =>
      renderToStaticMarkup(React.createElement(StaticRouter, {location: path}, element));
    const ours = render(renderRoutes(routes));
    expect(ours).toBe(render(original.renderRoutes(routeTable(OriginalPage))));
    expect(ours).toContain('data-path');
  });

  it('renders nothing for an empty list, and for no list', () => {
    expect(renderRoutes(undefined)).toBeNull();
    const markup = renderToStaticMarkup(
      React.createElement(StaticRouter, {location: '/x'}, renderRoutes([])),
    );
    expect(markup).toBe('');
  });
});
