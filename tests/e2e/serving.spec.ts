import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  ALLOWED_METHODS,
  CONTENT_TYPES,
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
} from '../../src/hosting/serving-rules';
import {OBLIGATIONS_CSV} from '../../src/data/paths';
import {BUILD_DIR, builtHtml} from './built-routes';
import {rawRequest, sendRaw} from './raw-http';

/**
 * What a server of the build answers, request by request. Runs against
 * scripts/serve.ts and against nginx with the generated nginx.conf (the
 * `security-headers` and `nginx` projects), so both keep the promises of dev-docs/hosting.md.
 */

const NOT_FOUND_PAGE = 'Page Not Found';

/** One built file of each kind, as URL paths. */
const mainScript = /\/assets\/js\/main\.\w+\.js/.exec(builtHtml('/'))![0];
const stylesheet = `/assets/css/${readdirSync(path.join(BUILD_DIR, 'assets/css'))[0]}`;
const fragment = `/pagefind/fragment/${readdirSync(path.join(BUILD_DIR, 'pagefind/fragment'))[0]}`;

test.describe('clean URLs and the 404 page', () => {
  const redirects: Array<[string, string]> = [
    ['/glossary.html', '/glossary'],
    ['/glossary/', '/glossary'],
    ['/news/index.html', '/news'],
    ['/news/tags/', '/news/tags'],
    ['/index.html', '/'],
    ['/404.html', '/404'],
    ['/glossary.html?q=pay%20gap', '/glossary?q=pay%20gap'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({request}) => {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  for (const route of ['/no-such-page', '/countries/atlantis', '/_headers', '/nginx.conf']) {
    test(`${route} is the 404 page with status 404`, async ({request}) => {
      const response = await request.get(route, {maxRedirects: 0});
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe(CONTENT_TYPES['.html']);
      expect(await response.text()).toContain(NOT_FOUND_PAGE);
    });
  }
});

test.describe('types, compression and caching', () => {
  const files: Array<[string, string]> = [
    ['/glossary', '.html'],
    [mainScript, '.js'],
    [stylesheet, '.css'],
    ['/pagefind/pagefind-entry.json', '.json'],
    ['/sitemap.xml', '.xml'],
    ['/img/logo.svg', '.svg'],
    ['/img/logo-512.png', '.png'],
    ['/calendar/australia.ics', '.ics'],
    [OBLIGATIONS_CSV, '.csv'],
    ['/robots.txt', '.txt'],
    [fragment, '.pf_fragment'],
    ['/pagefind/wasm.en.pagefind', '.pagefind'],
  ];

  test('each kind of file has its content type from the shared table', async ({request}) => {
    for (const [url, extension] of files) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(CONTENT_TYPES[extension]);
    }
  });

  test('the open data CSV is UTF-8 text, not a download of unknown type', async ({request}) => {
    const response = await request.get(OBLIGATIONS_CSV);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  });

  test('text is compressed with what the browser accepts, and varies by it', async ({request}) => {
    for (const url of ['/glossary', mainScript, stylesheet, '/sitemap.xml', OBLIGATIONS_CSV]) {
      const gzip = await request.get(url, {headers: {'accept-encoding': 'gzip'}});
      expect(gzip.headers()['content-encoding'], url).toBe('gzip');
      expect(gzip.headers()['vary'], url).toMatch(/Accept-Encoding/i);
      const either = await request.get(url, {headers: {'accept-encoding': 'br, gzip'}});
      expect(['br', 'gzip'], url).toContain(either.headers()['content-encoding']);
      const none = await request.get(url, {headers: {'accept-encoding': 'identity'}});
      expect(none.headers()['content-encoding'], url).toBeUndefined();
      // The client decompressed each; all three bodies are the file.
      expect((await gzip.body()).equals(await none.body()), url).toBe(true);
    }
    const png = await request.get('/img/logo-512.png', {headers: {'accept-encoding': 'gzip'}});
    expect(png.headers()['content-encoding']).toBeUndefined();
  });

  test('files named by their content are cached for a year, everything else revalidated', async ({
    request,
  }) => {
    for (const url of [mainScript, stylesheet, fragment]) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe(IMMUTABLE_CACHE);
    }
    for (const url of ['/', '/glossary', '/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });
});

test.describe('bad input gets a 4xx and nothing from outside the build', () => {
  // Files a traversal would reach: the system's password file and the repository's package.json.
  const outside = [
    'root:x:0:0',
    JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).name),
  ];
  const traversals: Array<[string, number]> = [
    ['/../../../../etc/passwd', 400],
    ['/news/../../package.json', 400],
    ['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/..%2f..%2f..%2fetc%2fpasswd', 400],
    ['/%2e%2e%2f%2e%2e%2fpackage.json', 400],
    ['/..\\..\\package.json', 400],
    ['/..%5c..%5cpackage.json', 400],
    ['/glossary%00.html', 400],
    ['/%252e%252e/%252e%252e/etc/passwd', 404],
    ['/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 404],
  ];
  for (const [target, status] of traversals) {
    test(`${target} gets ${status}`, async ({baseURL}) => {
      const response = await rawRequest(baseURL!, 'GET', target);
      expect(response.status).toBe(status);
      for (const marker of outside) expect(response.body.toString('latin1')).not.toContain(marker);
    });
  }

  test('a path that stays inside the build after .. is served', async ({baseURL}) => {
    const response = await rawRequest(baseURL!, 'GET', '/news/../glossary');
    expect(response.status).toBe(200);
  });

  test('an overlong URL gets 414 and oversized headers get 431', async ({baseURL}) => {
    for (const length of [9_000, 100_000]) {
      expect(
        (await rawRequest(baseURL!, 'GET', `/${'a'.repeat(length)}`)).status,
        `${length}`,
      ).toBe(414);
    }
    const host = `Host: ${new URL(baseURL!).host}`;
    const huge = await rawRequest(baseURL!, 'GET', '/', [host, `X-Padding: ${'a'.repeat(20_000)}`]);
    expect(huge.status).toBe(431);
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW']) {
    test(`${method} gets 405 with Allow: ${ALLOWED_METHODS}, before any redirect or lookup`, async ({
      baseURL,
    }) => {
      for (const target of ['/', '/glossary.html', '/no-such-page']) {
        const response = await rawRequest(baseURL!, method, target, [
          `Host: ${new URL(baseURL!).host}`,
          'Content-Length: 0',
        ]);
        expect(response.status, target).toBe(405);
        expect(response.headers['allow'], target).toBe(ALLOWED_METHODS);
      }
    });
  }

  test('CONNECT and targets that are not paths get 400', async ({baseURL}) => {
    const {host} = new URL(baseURL!);
    expect((await rawRequest(baseURL!, 'CONNECT', host, [`Host: ${host}`])).status).toBe(400);
    expect((await rawRequest(baseURL!, 'GET', 'glossary')).status).toBe(400);
  });

  const malformed: Array<[string, string[]]> = [
    ['no Host header', []],
    ['two Host headers', ['Host: a.example', 'Host: b.example']],
    ['a Host with a slash', ['Host: a.example/b']],
    ['a space in a header name', ['Host: a.example', 'Bad Header: 1']],
    ['a folded header line', ['Host: a.example', 'X-Folded: a', '  b']],
    ['a Content-Length that is not a number', ['Host: a.example', 'Content-Length: abc']],
    [
      'two different Content-Lengths',
      ['Host: a.example', 'Content-Length: 1', 'Content-Length: 2'],
    ],
    [
      'Content-Length with chunked encoding',
      ['Host: a.example', 'Content-Length: 3', 'Transfer-Encoding: chunked'],
    ],
  ];
  for (const [name, headerLines] of malformed) {
    test(`a request with ${name} gets 400`, async ({baseURL}) => {
      expect((await rawRequest(baseURL!, 'GET', '/', headerLines)).status).toBe(400);
    });
  }

  test('a redirect never leads to another site', async ({baseURL}) => {
    for (const [target, location] of [
      ['//evil.example/x.html', '/evil.example/x'],
      ['/%2f%2fevil.example/x.html', '/evil.example/x'],
      ['/%2fevil.example/x/', '/evil.example/x'],
      ['/./%2F/evil.example/index.html', '/evil.example'],
    ]) {
      const response = await rawRequest(baseURL!, 'GET', target!);
      expect(response.status, target).toBe(301);
      expect(response.headers['location'], target).toBe(location);
    }
    // A backslash or a control character would be echoed into Location; such paths name no file.
    for (const target of [
      '/\\evil.example/x.html',
      '/%5Cevil.example/x.html',
      '/a%0d%0aSet-Cookie:%20a=1.html',
    ]) {
      const response = await rawRequest(baseURL!, 'GET', target);
      expect(response.status, target).toBe(400);
      expect(response.headers['location'], target).toBeUndefined();
      expect(response.headers['set-cookie'], target).toBeUndefined();
    }
  });

  test('the server answers normally after all of it', async ({baseURL}) => {
    await sendRaw(baseURL!, 'GARBAGE\x16\x03\x01\r\n\r\n');
    const response = await rawRequest(baseURL!, 'GET', '/glossary');
    expect(response.status).toBe(200);
  });
});
