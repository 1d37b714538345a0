import {CONSENT_ATTRIBUTE, CONSENT_STORAGE_KEY} from './consent';

/**
 * Runs before anything else on the page: defines gtag() with Consent Mode
 * denying all storage, and marks <html> with a stored choice so the banner
 * stays hidden without a flash. gtag.js itself loads only after consent.
 */
export function consentDefaultsScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});",
    `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});`,
    `if(c==='granted'||c==='denied')document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},c);}catch(e){}`,
  ].join('');
}
