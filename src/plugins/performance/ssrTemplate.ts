/**
 * The page template, differing from Docusaurus' own in two ways.
 *
 * The entry scripts are not `<script defer>` tags in the head but are
 * requested by a small inline loader after the first contentful paint. The
 * server-rendered HTML is the whole page; JavaScript only makes it an app.
 * With the scripts in the head, a phone on a slow link downloads ~150 KB of
 * JavaScript alongside the stylesheet and the page paints later for it.
 * Requesting them after the first paint lets the text paint as soon as the
 * HTML and CSS are in (LCP = FCP), and hydration follows. Script order is
 * kept (`async = false`).
 *
 * The first paint waits until the whole page is parsed (`<link rel=expect
 * blocking=render>` naming the loader, the last element). Otherwise the parser
 * stops when its time slice runs out, the browser paints the navbar alone, and
 * a long page is then laid out again with each further slice: on the EU
 * Directive page three layouts of 60–250 ms each at 4× CPU throttling, the
 * longest tasks of its load. One layout of the finished page costs less than
 * those three. Browsers without `rel=expect` paint as before.
 */

import {DEFERRED_FLAG, SCRIPTS_SETTLED_EVENT} from '../../utils/windowNames';

/** The loader script's id: the last element of the page, so the first paint waits for all of it. */
const LOADER_ID = '__docusaurus-loader';

/**
 * The loader; `scripts` is spliced in by the template as a JSON array of URLs.
 * It starts the downloads once the browser reports the first contentful paint
 * (a `paint` entry is only reported after the frame is on screen), or after 3 s
 * if none is reported (a tab opened in the background, an old browser).
 */
export function loaderScript(scriptsJson: string): string {
  return (
    `(function(d,s){window.${DEFERRED_FLAG}=1;var started=0;` +
    'function go(){if(started)return;started=1;' +
    's.forEach(function(u,i){var e=d.createElement("script");e.src=u;e.async=false;' +
    `if(i===s.length-1)e.onload=e.onerror=function(){d.dispatchEvent(new Event("${SCRIPTS_SETTLED_EVENT}"))};` +
    'd.head.appendChild(e)})}' +
    'try{new PerformanceObserver(function(l){l.getEntries().forEach(function(p){' +
    'if(p.name==="first-contentful-paint")setTimeout(go,0)})}).observe({type:"paint",buffered:true})}' +
    'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'setTimeout(go,3000)' +
    `})(document,${scriptsJson});`
  );
}

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <link rel="expect" href="#${LOADER_ID}" blocking="render">
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="${LOADER_ID}">${loaderScript('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
