/**
 * Serves the production build the way a good static host does: clean URLs,
 * `.html`, `/index.html` and trailing slashes redirected to the clean path,
 * the 404 page with a 404 status, brotli/gzip compression, long cache
 * lifetimes for hashed files, and a 4xx for requests the site cannot serve
 * (paths above the build folder, overlong URLs, other methods than GET and
 * HEAD, malformed headers). The rules are shared with the generated
 * nginx.conf (src/hosting/serving-rules.ts). Used by the
 * README's serve command, the end-to-end tests and the benchmarks, so all of
 * them see what production sees.
 *
 *   npm run serve                 # http://localhost:3000
 *   PORT=4173 npm run serve
 *   SECURITY_HEADERS=1 npm run serve   # also send the build's _headers (CSP, HSTS, …)
 *   PLAIN_HOST=1 npm run serve    # files as they are, no redirects (GitHub Pages, S3)
 */
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type {Duplex} from 'node:stream';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, gzip, constants as zlib} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseHeadersFile} from '../src/hosting/host-config';
import {
  ALLOWED_METHODS,
  COMPRESS_MIN_BYTES,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEPLOYMENT_FILES,
  HEADERS_FILE,
  MAX_REQUEST_LINE_BYTES,
  cacheControl,
  cleanPath,
  isCompressible,
} from '../src/hosting/serving-rules';
import {buildReadProblem} from './lib/build-access';
import {commandLine} from './lib/command-line';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A file's bytes and its compressed forms, each made once. Compression runs on
 * libuv's threads: brotli at quality 11 takes about a second for the entry
 * bundle, and done on the event loop it held back every other request.
 */
interface CachedBody {
  raw: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * `clean`: what dev-docs/hosting.md asks of a host (redirects to clean URLs, deployment
 * files hidden). `plain`: a file server that serves `x.html` as it is when
 * asked for `/x.html`, and the 404 page for anything it has no file for, as
 * GitHub Pages and S3 do; the tests use it to check the client copes.
 */
export type HostMode = 'clean' | 'plain';

/** A request target as a decoded path inside the site, or the status that refuses it. */
export type Target =
  {kind: 'path'; path: string; query: string} | {kind: 'refused'; status: 400 | 414};

/** Percent-decodes a path; undefined when a `%` is not followed by two hex digits. */
function percentDecode(raw: string): string | undefined {
  if (/%(?![0-9a-f]{2})/i.test(raw)) return undefined;
  const bytes = raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  // Undecodable UTF-8 becomes U+FFFD, which no file is named after.
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Reads a request target as nginx does: origin form (`/path?query`) or
 * absolute form (`http://host/path`), percent-decoded, with `.` and `..`
 * resolved and repeated slashes merged. A target longer than nginx's header
 * buffer gets 414; one that is not a path, is badly encoded or climbs above
 * the site's root gets 400.
 */
export function parseTarget(target: string): Target {
  if (target.length > MAX_REQUEST_LINE_BYTES) return {kind: 'refused', status: 414};
  const origin = /^https?:\/\/[^/?#]*/i.exec(target)?.[0] ?? '';
  const rest = target.slice(origin.length) || '/';
  if (!rest.startsWith('/')) return {kind: 'refused', status: 400};
  const queryAt = rest.indexOf('?');
  const decoded = percentDecode(queryAt === -1 ? rest : rest.slice(0, queryAt));
  if (decoded === undefined) return {kind: 'refused', status: 400};
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return {kind: 'refused', status: 400};
      segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  const directory = segments.length > 0 && /\/(\.\.?)?$/.test(decoded);
  return {
    kind: 'path',
    path: `/${segments.join('/')}${directory ? '/' : ''}`,
    query: queryAt === -1 ? '' : rest.slice(queryAt),
  };
}

/** No file has a control character or a backslash in its name, and a redirect must not echo `/\host`. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSERVABLE = /[\x00-\x1f\x7f\\]/;

/** A Host header as RFC 3986 allows: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const VALID_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]*)(:\d*)?$/i;

/** The Location of a redirect: each segment percent-encoded, so it is one path on this site. */
function encodePath(decoded: string): string {
  return decoded.split('/').map(encodeURIComponent).join('/');
}

/** Maps a decoded path to the file that answers it, or a redirect to the clean path. */
export type Resolution =
  {kind: 'file'; file: string; status: 200 | 404} | {kind: 'redirect'; location: string};

export async function resolveRequest(
  root: string,
  pathname: string,
  mode: HostMode = 'clean',
): Promise<Resolution> {
  const notFound: Resolution = {kind: 'file', file: path.join(root, '404.html'), status: 404};
  if (mode === 'clean') {
    const clean = cleanPath(pathname);
    if (clean !== pathname) return {kind: 'redirect', location: clean};
    if (DEPLOYMENT_FILES.includes(pathname)) return notFound;
  }
  // parseTarget resolved every `..`, so the path stays inside root.
  const base = path.join(root, pathname);
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return {kind: 'file', file, status: 200};
  }
  return notFound;
}

/**
 * The status for a request Node's parser rejected: 414 when the request line
 * alone outgrows the header limit, 431 when the headers do, 405 for a method
 * the parser does not know (nginx answers those as methods it does not
 * allow), 400 for anything else malformed.
 */
function clientErrorStatus(error: Error & {code?: string; rawPacket?: Buffer}): number {
  const head = error.rawPacket?.toString('latin1') ?? '';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineEnd = head.indexOf('\r\n');
    return lineEnd === -1 || lineEnd > MAX_REQUEST_LINE_BYTES ? 414 : 431;
  }
  if (error.code === 'HPE_INVALID_METHOD' && /^[A-Z]+ /.test(head)) return 405;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Answers on a raw socket, for requests that never became an IncomingMessage. */
function refuseSocket(socket: Duplex, status: number, headers: Record<string, string>): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const lines = Object.entries({
    ...headers,
    ...(status === 405 && {Allow: ALLOWED_METHODS}),
    'Content-Length': '0',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`);
}

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  mode?: HostMode;
  /** Extra headers on every response (for example security headers). */
  headers?: Record<string, string>;
}

export function createStaticServer({
  root,
  mode = 'clean',
  headers = {},
}: Omit<ServeOptions, 'port'>): Server {
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
    const refuse = (status: number, extra: Record<string, string> = {}) => {
      res.writeHead(status, extra).end();
    };
    const target = parseTarget(req.url ?? '/');
    if (target.kind === 'refused') return refuse(target.status);
    const hosts = req.headersDistinct.host ?? [];
    if (hosts.length > 1 || (hosts[0] !== undefined && !VALID_HOST.test(hosts[0]))) {
      return refuse(400);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(405, {Allow: ALLOWED_METHODS});
    }
    if (UNSERVABLE.test(target.path)) return refuse(400);
    const resolution = await resolveRequest(root, target.path, mode);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, {Location: encodePath(resolution.location) + target.query}).end();
      return;
    }
    const {file, status} = resolution;
    const type = CONTENT_TYPES[path.extname(file)] ?? DEFAULT_CONTENT_TYPE;
    const entry = await body(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let payload = entry.raw;
    let encoding: string | undefined;
    if (isCompressible(type) && entry.raw.length >= COMPRESS_MIN_BYTES) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliAsync(entry.raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
          },
        });
        payload = await entry.br;
        encoding = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipAsync(entry.raw, {level: 9});
        payload = await entry.gzip;
        encoding = 'gzip';
      }
    }
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
      'Cache-Control': cacheControl(`/${path.relative(root, file).split(path.sep).join('/')}`),
      Vary: 'Accept-Encoding',
      ...(encoding && {'Content-Encoding': encoding}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('clientError', (error: Error, socket: Duplex) =>
    refuseSocket(socket, clientErrorStatus(error), headers),
  );
  // A CONNECT target is a host, not a path on this site (nginx answers 400 too).
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    refuseSocket(socket, 400, headers),
  );
  return server;
}

export async function serve(options: ServeOptions): Promise<Server> {
  const {port, host = '127.0.0.1'} = options;
  const problem = await buildReadProblem(options.root);
  if (problem) throw new Error(problem);
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
  commandLine(
    'Usage: [PORT=3000] [HOST=127.0.0.1] [BUILD_DIR=build] [SECURITY_HEADERS=1] [PLAIN_HOST=1] npm run serve',
    {},
  );
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const mode: HostMode = process.env.PLAIN_HOST === '1' ? 'plain' : 'clean';
  const withSecurityHeaders = process.env.SECURITY_HEADERS === '1';
  (withSecurityHeaders ? buildSecurityHeaders(root) : Promise.resolve(undefined))
    .then((headers) => serve({root, port, host, mode, headers}))
    .then(
      () => console.log(`Serving ${root} at http://localhost:${port}/`),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
