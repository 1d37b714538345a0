import {describe, expect, it} from 'vitest';
import {headersFile, nginxServerBlock, parseHeadersFile} from './host-config';
import type {HeaderList} from './policy';
import {IMMUTABLE_CACHE} from './serving-rules';

const headers: HeaderList = [
  ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-a+b/c='"],
  ['X-Content-Type-Options', 'nosniff'],
];

describe('headersFile', () => {
  it('sends the list on every path and caches hashed files for a year', () => {
    const text = headersFile(headers);
    expect(text).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='\n  X-Content-Type-Options: nosniff\n",
    );
    expect(text).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}\n`);
    expect(text).toContain(`/pagefind/fragment/*\n  Cache-Control: ${IMMUTABLE_CACHE}\n`);
  });

  it('reads back as the same list for servers that apply it', () => {
    expect(Object.entries(parseHeadersFile(headersFile(headers)))).toEqual(headers);
  });
});

describe('nginxServerBlock', () => {
  const conf = nginxServerBlock(headers);

  it('repeats the headers in each location that adds its own', () => {
    const csp = `add_header Content-Security-Policy "${headers[0]![1]}" always;`;
    // The server, the 405 location and the four folders of hashed files.
    expect(conf.split(csp)).toHaveLength(7);
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE_CACHE}" always;`);
    expect(conf).toContain('add_header Allow "GET, HEAD" always;');
  });

  it('serves clean URLs, redirects .html paths and answers unknown paths with the 404 page', () => {
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('location ~ ^(.+)\\.html$ {\n        return 301 $1$is_args$args;');
    expect(conf).toContain('error_page 404 /404;');
  });

  it("sends serve.ts's content types, with the charset on text", () => {
    expect(conf).toContain('text/javascript js mjs;');
    expect(conf).toContain(
      'application/octet-stream pf_meta pf_index pf_fragment pf_filter pagefind;',
    );
    expect(conf).toMatch(/charset_types [^;]*\btext\/css\b/);
    expect(conf).toMatch(/gzip_types [^;]*\bapplication\/xml\b/);
    expect(conf).not.toMatch(/gzip_types [^;]*\bimage\/png\b/);
  });

  it('sends the open data CSV as UTF-8 text, compressed', () => {
    expect(conf).toContain('text/csv csv;');
    expect(conf).toMatch(/charset_types [^;]*\btext\/csv\b/);
    expect(conf).toMatch(/gzip_types [^;]*\btext\/csv\b/);
  });
});
