import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFERRED_FLAG, ENTRY_RAN_FLAG, SCRIPTS_SETTLED_EVENT} from '../../utils/windowNames';

/**
 * Shows "Your site did not load properly" when the page's JavaScript never
 * starts, the usual symptom of a wrong `baseUrl`. Docusaurus' own banner has
 * fixed wording in core (not a theme component), so it is turned off in the
 * config and replaced by this inline script. custom.css hides the banner when
 * the stylesheet does load, as core does. The production template loads the
 * entry scripts after the first paint (src/plugins/performance/ssrTemplate),
 * so the check waits for them to settle, and the production entry marks that it
 * ran (the app itself starts a few tasks later); elsewhere it runs on
 * DOMContentLoaded.
 */
export const BANNER_ID = 'base-url-issue-banner';

export function bannerScript(baseUrl: string): string {
  const html =
    `<div id="${BANNER_ID}" role="alert" style="border:4px solid #b91c1c;background:#fff7ed;color:#1f2937;margin:20px;padding:20px;font-size:18px">` +
    '<p style="font-weight:bold;font-size:26px;margin:0 0 8px">Your site did not load properly</p>' +
    `<p style="margin:0">The page's scripts and styles could not be loaded. A common cause is a wrong <code>baseUrl</code>; it is currently <code>${baseUrl}</code>.</p>` +
    '</div>';
  const check = `function(){if(typeof window.docusaurus==='undefined'&&!window.${ENTRY_RAN_FLAG}){var d=document.createElement('div');d.innerHTML=${JSON.stringify(html).replace(/</g, '\\u003c')};document.body.prepend(d.firstChild);}}`;
  return (
    `(function(c){document.addEventListener('${SCRIPTS_SETTLED_EVENT}',c);` +
    `document.addEventListener('DOMContentLoaded',function(){if(!window.${DEFERRED_FLAG})c();});})(${check});`
  );
}

export default function baseUrlBannerPlugin(context: LoadContext): Plugin {
  return {
    name: 'base-url-banner',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: bannerScript(context.siteConfig.baseUrl)}]};
    },
  };
}
