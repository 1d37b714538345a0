/**
 * Serves the production build the way a good static host does: clean URLs,
 * `.html` and `/index.html` redirected to the clean path, the 404 page with a
 * 404 status, brotli/gzip compression, and long cache lifetimes for hashed
 * assets. Used by the README's serve command, the end-to-end tests and the
 * benchmarks, so all of them see what production sees.
 *
 *   npm run serve                 # http://localhost:3000
 *   PORT=4173 npm run serve
 *   SECURITY_HEADERS=1 npm run serve   # also send the build's _headers (CSP, HSTS, …)
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, gzipSync, constants as zlib} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {HEADERS_FILE, parseHeadersFile} from '../src/plugins/security-headers/host-config';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // Pagefind's index fragments are already compressed binary data.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;

interface CachedBody {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Maps a request path to the file that answers it, or a redirect to the clean path. */
export type Resolution =
  {kind: 'file'; file: string; status: 200 | 404} | {kind: 'redirect'; location: string};

export async function resolveRequest(root: string, urlPath: string): Promise<Resolution> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath);
  } catch {
    return {kind: 'file', file: path.join(root, '404.html'), status: 404};
  }
  // `/page.html` and `/dir/index.html` are normalised to the clean path.
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean !== pathname) {
    const target = clean.length > 1 ? clean.replace(/\/$/, '') : '/';
    return {kind: 'redirect', location: target};
  }
  const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (base !== root && !base.startsWith(root + path.sep)) {
    return {kind: 'file', file: path.join(root, '404.html'), status: 404};
  }
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return {kind: 'file', file, status: 200};
  }
  // The site uses URLs without trailing slashes; `/news/` lands on `/news`.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return {kind: 'redirect', location: pathname.replace(/\/+$/, '')};
  }
  return {kind: 'file', file: path.join(root, '404.html'), status: 404};
}

function cacheControl(root: string, file: string): string {
  const rel = path.relative(root, file);
  if (rel.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (rel.startsWith(`pagefind${path.sep}`) && !rel.endsWith('.js') && !rel.endsWith('.json')) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=0, must-revalidate';
}

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** Extra headers on every response (for example security headers). */
  headers?: Record<string, string>;
}

export function createStaticServer({root, headers = {}}: Omit<ServeOptions, 'port'>): Server {
  const cache = new Map<string, CachedBody>();

  async function body(file: string): Promise<CachedBody> {
    let entry = cache.get(file);
    if (!entry) {
      entry = {raw: await readFile(file)};
      cache.set(file, entry);
    }
    return entry;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const resolution = await resolveRequest(root, url.pathname);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, {Location: resolution.location + url.search}).end();
      return;
    }
    const {file, status} = resolution;
    const type = MIME[path.extname(file)] ?? 'application/octet-stream';
    const entry = await body(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let payload = entry.raw;
    let encoding: string | undefined;
    if (COMPRESSIBLE.test(type) && entry.raw.length > 512) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(entry.raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
          },
        });
        payload = entry.br;
        encoding = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.raw, {level: 9});
        payload = entry.gzip;
        encoding = 'gzip';
      }
    }
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
      'Cache-Control': cacheControl(root, file),
      Vary: 'Accept-Encoding',
      ...(encoding && {'Content-Encoding': encoding}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

export async function serve(options: ServeOptions): Promise<Server> {
  const {port, host = '127.0.0.1'} = options;
  const info = await stat(path.join(options.root, 'index.html')).catch(() => undefined);
  if (!info) {
    throw new Error(`No build found in ${options.root}. Run "npm run build" first.`);
  }
  const server = createStaticServer(options);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}

/** The headers the build wrote for every path, exactly as a static host would send them. */
export async function buildSecurityHeaders(root: string): Promise<Record<string, string>> {
  const file = path.join(root, HEADERS_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`No ${file}: build the site first; the build writes the security headers.`);
  });
  return parseHeadersFile(text);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const withSecurityHeaders = process.env.SECURITY_HEADERS === '1';
  (withSecurityHeaders ? buildSecurityHeaders(root) : Promise.resolve(undefined))
    .then((headers) => serve({root, port, host, headers}))
    .then(
      () => console.log(`Serving ${root} at http://localhost:${port}/`),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
