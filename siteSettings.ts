/**
 * The one place for brand, links and deployment settings. Each value can be
 * overridden by an environment variable at build time, so a fork or a staging
 * deploy changes behaviour without editing code. Client code reads the result
 * through `useSiteSettings()`, because browsers have no `process.env`.
 * Nothing here reads files, so importing the settings stays cheap.
 */

export interface SiteSettings {
  /** Product and company name shown in the navbar, footer and legal pages. */
  brandName: string;
  /** One-line description of the product (spec §1). */
  tagline: string;
  /** Public origin of this site, without a trailing slash. */
  siteUrl: string;
  /** Logo shown in the navbar and footer, relative to static/. */
  logo: {src: string; alt: string};
  /** Main marketing site and the sections the navbar links to. */
  marketing: {
    home: string;
    productsAndServices: string;
    intelligence: string;
    pricing: string;
  };
  /** External booking page opened by the navbar's Demo button. */
  demoUrl: string;
  /** Google Analytics 4 measurement ID; analytics ships only when set. */
  gtagTrackingId: string | undefined;
  /**
   * Announcement bar; change the id to show it again to everyone. Without a text, the bar
   * quotes the transposition headline, counted from the dataset (docusaurus.config.ts); an
   * empty text hides it.
   */
  announcement: {id: string; text: string | undefined};
  /** Mailboxes named in the legal pages and in security.txt. */
  contacts: {privacy: string; security: string; legal: string};
  /**
   * Where "Let us know." leads when a search finds nothing; `{query}` stands for the query,
   * URL-encoded. By default a message to the mailbox that takes corrections.
   */
  missingResultsUrl: string;
  /** Algolia DocSearch credentials; when any is missing, search uses the local index. */
  docsearch: {appId: string; apiKey: string; indexName: string} | undefined;
}

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

const marketingUrl = (env('MARKETING_URL') ?? 'https://www.example.com').replace(/\/+$/, '');
const legalEmail = env('LEGAL_EMAIL') ?? 'legal@example.com';

export const siteSettings: SiteSettings = {
  brandName: env('BRAND_NAME') ?? 'Fairpay Atlas',
  tagline: 'An AI-native pay transparency and pay equity solution with compensation analytics.',
  siteUrl: (env('SITE_URL') ?? 'https://docs.example.com').replace(/\/+$/, ''),
  logo: {src: 'img/logo.svg', alt: 'Fairpay Atlas logo'},
  marketing: {
    home: marketingUrl,
    productsAndServices: `${marketingUrl}/products-and-services`,
    intelligence: `${marketingUrl}/intelligence`,
    pricing: `${marketingUrl}/pricing`,
  },
  demoUrl: env('DEMO_URL') ?? 'https://www.example.com/book-a-demo',
  gtagTrackingId: env('GTAG_TRACKING_ID'),
  announcement: {
    id: env('ANNOUNCEMENT_ID') ?? 'eu-directive-transposition-2026-11',
    // Set but empty hides the bar; unset, the config shows the Directive's transposition headline.
    text: process.env.ANNOUNCEMENT_TEXT?.trim(),
  },
  contacts: {
    privacy: env('PRIVACY_EMAIL') ?? 'privacy@example.com',
    security: env('SECURITY_EMAIL') ?? 'security@example.com',
    legal: legalEmail,
  },
  missingResultsUrl:
    env('MISSING_RESULTS_URL') ??
    `mailto:${legalEmail}?subject=${encodeURIComponent('Search found nothing for ')}{query}`,
  docsearch: algoliaCredentials(),
};

function algoliaCredentials(): SiteSettings['docsearch'] {
  const appId = env('DOCSEARCH_APP_ID');
  const apiKey = env('DOCSEARCH_API_KEY');
  const indexName = env('DOCSEARCH_INDEX_NAME');
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}
