/**
 * The security headers a host should send with this site, in one list. The
 * build writes them as `_headers` (Netlify, Cloudflare Pages) and as an nginx
 * server block, and `SECURITY_HEADERS=1 npm run serve` applies the same list,
 * so the tests exercise what production sends.
 */

export interface PolicyOptions {
  /** CSP sources (`'sha256-…'`) of every inline script in the built HTML. */
  scriptHashes: readonly string[];
  /** Google Analytics is configured (GTAG_TRACKING_ID set at build time). */
  analytics: boolean;
  /** Algolia DocSearch application id, when the hosted search engine is configured. */
  algoliaAppId?: string;
}

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

// Google's documented CSP sources for Google Analytics 4.
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

function algoliaHosts(appId: string): string[] {
  // DocSearch's read host, its fallback and the three backup hosts (spec §7).
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    `https://${appId}-1.algolianet.com`,
    `https://${appId}-2.algolianet.com`,
    `https://${appId}-3.algolianet.com`,
  ];
}

export function contentSecurityPolicy({
  scriptHashes,
  analytics,
  algoliaAppId,
}: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Inline scripts (colour mode, announcement bar, base-URL banner, consent
    // defaults) run by hash; 'wasm-unsafe-eval' lets the local search index's
    // WebAssembly compile without allowing eval().
    'script-src': [
      "'self'",
      ...scriptHashes,
      "'wasm-unsafe-eval'",
      ...(analytics ? GOOGLE_ANALYTICS.script : []),
    ],
    // React renders style attributes in the server HTML; hashing each one is
    // not practical, and style injection cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Infima draws icons with data: URIs in CSS.
    'img-src': ["'self'", 'data:', ...(analytics ? GOOGLE_ANALYTICS.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(algoliaAppId ? algoliaHosts(algoliaAppId) : []),
      ...(analytics ? GOOGLE_ANALYTICS.connect : []),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: PolicyOptions): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    // For browsers that predate CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}
