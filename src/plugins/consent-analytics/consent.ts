/**
 * The visitor's analytics choice and what follows from it, shared by the
 * inline head script (index.ts), the banner and the route listener.
 */

/** localStorage key holding the visitor's choice; documented in the privacy policy. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';
/** Set on <html> before first paint once a choice exists, so CSS hides the banner without a flash. */
export const CONSENT_ATTRIBUTE = 'data-analytics-consent';
/** Marks the footer button that reopens the banner. */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';

export type ConsentChoice = 'granted' | 'denied';

export const gtagScriptUrl = (trackingID: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

export function storedChoice(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, choice);
}

/** Consent Mode update, then (once per page) gtag.js and the measurement config. */
export function startAnalytics(trackingID: string): void {
  window.gtag('consent', 'update', {analytics_storage: 'granted'});
  if (document.querySelector('script[data-gtag]')) return;
  window.gtag('js', new Date());
  window.gtag('config', trackingID, {anonymize_ip: true});
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(trackingID);
  script.dataset.gtag = '';
  document.head.appendChild(script);
}

/** Google Analytics' own cookies, set on this host or a parent domain. */
function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

export function applyChoice(choice: ConsentChoice, trackingID: string): void {
  rememberChoice(choice);
  if (choice === 'granted') {
    startAnalytics(trackingID);
  } else {
    window.gtag('consent', 'update', {analytics_storage: 'denied'});
    deleteAnalyticsCookies();
  }
}
