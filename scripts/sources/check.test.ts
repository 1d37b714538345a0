import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {canReach, checkLink, checkLinks, type CheckOptions} from './check';
import {articleLinks, formProblem} from './collect';

/** A site on loopback with live, dead, moved, redirecting and unanswering pages. */
const fixture: Record<string, (method: string) => [number, Record<string, string>?]> = {
  '/live': () => [200],
  '/dead': () => [404],
  '/gone': () => [410],
  '/broken': () => [500],
  '/moved': () => [301, {location: '/live'}],
  '/moved-twice': () => [308, {location: '/moved'}],
  '/temporary': () => [302, {location: '/live'}],
  '/moved-then-temporary': () => [301, {location: '/temporary'}],
  '/moved-to-dead': () => [301, {location: '/dead'}],
  '/loop': () => [302, {location: '/loop'}],
  '/no-head': (method) => (method === 'HEAD' ? [405] : [200]),
  '/refused': () => [403],
};

let server: Server;
let origin: string;

const options: CheckOptions = {delayMs: 50, timeoutMs: 1000, hostsAtOnce: 2, userAgent: 'test'};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/silent') return; // Never answers.
    const [status, headers] = fixture[req.url!]?.(req.method!) ?? [404];
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Fakes the clock of the checker's pauses and timeouts; the requests
 * themselves run for real over loopback.
 */
function fakeTimers(): void {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('checkLink', () => {
  it.each([
    ['/live', {kind: 'live'}],
    ['/no-head', {kind: 'live'}],
    ['/moved', {kind: 'moved', to: '/live'}],
    ['/moved-twice', {kind: 'moved', to: '/live'}],
    ['/temporary', {kind: 'redirected', to: '/live'}],
    ['/moved-then-temporary', {kind: 'redirected', to: '/live'}],
    ['/refused', {kind: 'refused', status: 403}],
  ])('%s is %o', async (route, expected) => {
    const status = await checkLink(`${origin}${route}`, options);
    expect(status).toEqual(
      'to' in expected ? {...expected, to: `${origin}${expected.to}`} : expected,
    );
  });

  it.each([
    ['/dead', 'HTTP 404'],
    ['/gone', 'HTTP 410'],
    ['/broken', 'HTTP 500'],
    ['/moved-to-dead', 'HTTP 404 at'],
    ['/loop', 'more than 5 redirects'],
  ])('%s is dead: %s', async (route, reason) => {
    const status = await checkLink(`${origin}${route}`, options);
    expect(status.kind).toBe('dead');
    expect((status as {reason: string}).reason).toContain(reason);
  });

  it('calls a page that does not answer within the timeout dead', async () => {
    fakeTimers();
    let settled = false;
    const checking = checkLink(`${origin}/silent`, options).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(options.timeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await checking).toEqual({kind: 'dead', reason: 'no answer in 1 s'});
  });

  it('calls a closed port dead', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const {port} = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkLink(`http://127.0.0.1:${port}/`, options)).toEqual({
      kind: 'dead',
      reason: 'ECONNREFUSED',
    });
  });
});

describe('checkLinks', () => {
  it('checks each URL once and pauses between requests to the same host', async () => {
    fakeTimers();
    const fetched = vi.spyOn(globalThis, 'fetch');
    const delayMs = 200;
    const urls = ['/live', '/moved', '/live', '/temporary'].map((route) => `${origin}${route}`);
    const checked: string[] = [];
    const waiters: Array<() => void> = [];
    const checkedCount = (count: number) =>
      new Promise<void>((resolve) => {
        const wake = () => checked.length >= count && resolve();
        waiters.push(wake);
        wake();
      });
    const checking = checkLinks(urls, {...options, delayMs}, (url) => {
      checked.push(url);
      waiters.forEach((wake) => wake());
    });
    const requested = () => fetched.mock.calls.map(([url]) => new URL(String(url)).pathname);

    // HEAD /live; a pause; HEAD /moved, HEAD /live; a pause; HEAD /temporary, HEAD /live.
    await checkedCount(1);
    expect(requested()).toEqual(['/live']);
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    expect(requested()).toEqual(['/live']);
    await vi.advanceTimersByTimeAsync(1);
    await checkedCount(2);
    expect(requested()).toEqual(['/live', '/moved', '/live']);
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    expect(requested()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const results = await checking;
    expect(requested()).toEqual(['/live', '/moved', '/live', '/temporary', '/live']);
    expect([...results.keys()]).toEqual(urls.filter((url, i) => urls.indexOf(url) === i));
  });
});

describe('canReach', () => {
  it('is true when a host answers and false when none does', async () => {
    expect(await canReach([`${origin}/dead`], options)).toBe(true);
    expect(await canReach(['http://unresolvable.invalid/page'], options)).toBe(false);
  });
});

describe('articleLinks', () => {
  it("takes the articles' external links, once each, and leaves out the site's own", () => {
    const html =
      '<nav><a href="https://www.example.com/pricing">Pricing</a></nav>' +
      '<article><a href="https://eur-lex.europa.eu/eli/dir/2023/970/oj">Directive</a>' +
      '<a href="/glossary">Glossary</a><a href="https://docs.example.com/news">News</a>' +
      '<a href="https://eur-lex.europa.eu/eli/dir/2023/970/oj">again</a>' +
      '<a href="webcal://docs.example.com/calendar/uk.ics">calendar</a></article>';
    expect(articleLinks(html, ['https://docs.example.com'])).toEqual([
      'https://eur-lex.europa.eu/eli/dir/2023/970/oj',
    ]);
  });
});

describe('formProblem', () => {
  it('finds links that are not URLs at all', () => {
    expect(formProblem('https://www.legislation.gov.uk/ukpga/2010/15')).toBeUndefined();
    expect(formProblem('https://exa mple.com/')).toBe('not a valid URL');
  });
});

describe('npm run check:sources', () => {
  const run = promisify(execFile);
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'sources-'));
    const links = ['/live', '/moved', '/temporary', '/dead']
      .map((route) => `<a href="${origin}${route}">${route}</a>`)
      .join('');
    await writeFile(path.join(buildDir, 'guide.html'), `<article>${links}</article>`);
    await writeFile(
      path.join(buildDir, 'other.html'),
      `<article><a href="${origin}/live">x</a></article>`,
    );
  });

  afterAll(() => rm(buildDir, {recursive: true, force: true}));

  it('reports dead, moved and redirected links by page and exits 1 on the dead one', async () => {
    const error = (await run(
      'npx',
      [
        'tsx',
        'scripts/check-sources.ts',
        '--build',
        buildDir,
        // No pause between requests: the pause is tested above with a fake clock.
        '--delay',
        '0',
        '--timeout',
        '2000',
      ],
      {encoding: 'utf8'},
    ).catch((e: unknown) => e)) as {code: number; stdout: string};
    expect(error.code).toBe(1);
    expect(error.stdout).toContain('2 pages');
    expect(error.stdout).toContain(`/guide\n`);
    expect(error.stdout).toContain(`dead        ${origin}/dead (HTTP 404)`);
    expect(error.stdout).toContain(`moved       ${origin}/moved\n              now ${origin}/live`);
    expect(error.stdout).toContain(`redirected  ${origin}/temporary → ${origin}/live`);
    expect(error.stdout).not.toContain('/other\n');
    expect(error.stdout).toContain(
      '4 links: 1 live, 1 moved, 1 redirected, 0 refused the checker, 1 dead.',
    );
  }, 30_000);
});
