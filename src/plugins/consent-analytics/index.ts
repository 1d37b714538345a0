import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {COOKIE_SETTINGS_ATTRIBUTE} from './consent';
import {consentDefaultsScript} from './headScript';

export interface ConsentAnalyticsOptions {
  /** Google Analytics 4 measurement ID. */
  trackingID: string;
}

export interface ConsentAnalyticsData {
  trackingID: string;
}

/** Footer item that reopens the consent banner; add it only when this plugin is on. */
export const cookieSettingsFooterItem = {
  html: `<button type="button" class="footer__link-item clean-btn cookie-settings-button" ${COOKIE_SETTINGS_ATTRIBUTE}>Cookie settings</button>`,
};

/**
 * Google Analytics behind consent, in place of the classic preset's `gtag`
 * option, which loads gtag.js on every page before anyone has agreed. Consent
 * Mode denies storage by default, a banner asks, and gtag.js (with IP
 * anonymisation) loads only after "Accept". Add the plugin only when a
 * measurement ID is set, so a site without one ships no analytics code.
 */
export default function consentAnalyticsPlugin(
  _context: unknown,
  {trackingID}: ConsentAnalyticsOptions,
): Plugin<ConsentAnalyticsData> {
  return {
    name: 'consent-analytics',
    async loadContent() {
      return {trackingID};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'pageViews.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: consentDefaultsScript()}]};
    },
  };
}
