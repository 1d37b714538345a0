/**
 * How every server of the build answers, in one place: scripts/serve.ts
 * applies these rules, and host-config.ts writes them into `_headers` and
 * `nginx.conf`, so the Node server and nginx send the same types, caching and
 * compression, and refuse the same requests.
 */

/** Content-Type by file extension; anything else is sent as DEFAULT_CONTENT_TYPE. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // Pagefind's index files are already compressed binary data.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text formats worth compressing; images other than SVG and Pagefind's files are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|wasm)|image\/svg\+xml)/.test(contentType);
}

/** Smaller responses are sent as they are: compressing them saves less than the header costs. */
export const COMPRESS_MIN_BYTES = 512;

/** Hashed build output never changes under the same name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * Folders whose files are named by their content: the bundler's output and
 * Pagefind's index chunks. Pagefind's script, entry JSON and WebAssembly keep
 * their names from version to version, so they are revalidated like pages.
 */
export const IMMUTABLE_FOLDERS = [
  '/assets/',
  '/pagefind/fragment/',
  '/pagefind/index/',
  '/pagefind/filter/',
];

export function cacheControl(urlPath: string): string {
  return IMMUTABLE_FOLDERS.some((folder) => urlPath.startsWith(folder))
    ? IMMUTABLE_CACHE
    : REVALIDATE_CACHE;
}

/** Files the build writes for the host; they are configuration, not pages, and are never served. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx.conf';
export const DEPLOYMENT_FILES = [`/${HEADERS_FILE}`, `/${NGINX_FILE}`];

/** The site answers GET and HEAD; any other method gets 405 with this Allow header. */
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * Longest request line either server reads: nginx's default header buffer
 * (large_client_header_buffers 4 8k). A longer URL gets 414.
 */
export const MAX_REQUEST_LINE_BYTES = 8 * 1024;

/**
 * A path's clean form, the one URL each page has: `/x.html`,
 * `/x/index.html` and `/x/` all name `/x`, and `/index.html` names `/`.
 * Both servers redirect to it, and the browser entry rewrites the address to
 * it on hosts that serve the `.html` files as they are.
 */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
