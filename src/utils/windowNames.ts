/**
 * Names the page template's inline scripts, the base-URL banner and the
 * browser entry share. Kept apart from ssrTemplate.ts, the page template, so
 * that browser code imports these names and not the template's module.
 */

/** Fired on `document` once the last entry script has run or failed. */
export const SCRIPTS_SETTLED_EVENT = 'docusaurus:scripts-settled';

/** Set on `window` by the loader, so other inline scripts know the entry scripts come later. */
export const DEFERRED_FLAG = '__docusaurusScriptsDeferred';

/**
 * Set on `window` by the browser entry (client-entry.ts) when its script runs;
 * the app itself, and `window.docusaurus`, start a few tasks later.
 */
export const ENTRY_RAN_FLAG = '__docusaurusEntryRan';
