/**
 * Reading a production build: its routes, the scripts and stylesheets each
 * page's HTML references, and file sizes raw and gzipped.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {listFiles, routeOfFile} from '../lib/build-files';

export interface Sizes {
  raw: number;
  gzip: number;
}

const sizeCache = new Map<string, Sizes>();

/** Raw and gzip -9 size of a file of the build (cached). */
export async function fileSizes(file: string): Promise<Sizes> {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const data = await readFile(file);
    sizes = {raw: data.length, gzip: gzipSync(data, {level: 9}).length};
    sizeCache.set(file, sizes);
  }
  return sizes;
}

export function sum(list: readonly Sizes[]): Sizes {
  return list.reduce((a, b) => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip}), {raw: 0, gzip: 0});
}

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
  inlineStyleBytes: number;
}

/**
 * The entry scripts and stylesheets a page's HTML asks for: `<script src>`,
 * script URLs listed in inline loader scripts (src/plugins/performance), and
 * `<link rel=stylesheet>`. Paths are site paths ("/assets/js/main.x.js").
 */
export function pageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const url of m[1]!.matchAll(/["'](\/[^"']+\.m?js)["']/g)) scripts.add(url[1]!);
  }
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?stylesheet\b/.test(tag))
    .map((tag) => /\bhref=["']?([^"' >]+)/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
  const inlineStyleBytes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[1]!),
    0,
  );
  return {scripts: [...scripts], stylesheets, inlineStyleBytes};
}

export interface BuiltPage {
  route: string;
  file: string;
}

/** Every HTML page of the build with its route, sorted by route. */
export async function builtPages(buildDir: string): Promise<BuiltPage[]> {
  const files = (await listFiles(buildDir)).filter((f) => f.endsWith('.html'));
  return files
    .map((f) => ({route: routeOfFile(f)!, file: path.join(buildDir, f)}))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
