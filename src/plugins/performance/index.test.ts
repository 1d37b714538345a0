import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {leftOut, MODULE_SWAPS, PINNED_FILES, SWAP_NAMES, type Pin} from './index';

const nodeModules = path.join(__dirname, '../../../node_modules');
const docusaurus = path.join(nodeModules, '@docusaurus');

interface Importer {
  /** The importing file's folder. */
  context: string;
  request: string;
  /** What comes between `import`/`export` and `from`; '' for a side-effect import. */
  clause: string;
}

/** Every module request in the JavaScript files of one folder of an installed package. */
function importsIn(dir: string): Importer[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), 'utf8').matchAll(
          /(?:import|export)\s+([^'";]*?)\s*from\s+'([^']+)'/g,
        ),
      ].map((match) => ({
        context: path.dirname(path.join(dir, file)),
        clause: match[1]!,
        request: match[2]!,
      })),
    );
}

/** The names a module exports, read from its source (`default` for a default export). */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  if (/export\s+default\b/.test(source)) names.add('default');
  for (const [, name] of source.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g,
  )) {
    names.add(name!);
  }
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list!.split(',')) {
      const exported = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (exported) names.add(exported);
    }
  }
  return names;
}

/** The names an import or re-export clause takes from the module it names. */
function importedNames(clause: string, original: string): string[] {
  if (clause === '' || clause.startsWith('type ')) return [];
  if (clause.includes('* as ')) return [...exportedNames(original)];
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (/^[\w$]+/.test(clause)) names.push('default');
  for (const item of braces?.[1]!.split(',') ?? []) {
    const imported = item
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0];
    if (imported && !item.trim().startsWith('type ')) names.push(imported);
  }
  return names;
}

function sha256(file: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(nodeModules, file)))
    .digest('hex')
    .slice(0, 16);
}

function pinMessage(by: string, {file, sha256: pinned}: Pin, actual: string): string {
  return (
    `${by} was written against another version of node_modules/${file} (its sha256 starts ` +
    `${actual}, the pin says ${pinned}). Read what changed in that file, bring ${by} in line ` +
    `(or drop it if the upgrade made it unnecessary), then put the new hash in its pin in ` +
    `src/plugins/performance/index.ts.`
  );
}

const installed: Importer[] = [
  ...importsIn(path.join(docusaurus, 'core/lib/client')),
  ...importsIn(path.join(docusaurus, 'theme-common/lib')),
  // The template of the generated route list.
  ...importsIn(path.join(docusaurus, 'core/lib/server/codegen')),
  // The classic theme's client modules are imported by absolute path, for their side effects.
  {
    context: '',
    request: path.join(docusaurus, 'theme-classic/lib/prism-include-languages.js'),
    clause: '',
  },
];

describe('module swaps', () => {
  it.each(MODULE_SWAPS)('$to replaces a module the installed Docusaurus imports', (swap) => {
    expect(existsSync(path.join(__dirname, swap.to))).toBe(true);
    const hits = installed.filter(
      ({context, request}) => swap.request.test(request) && (!swap.from || swap.from.test(context)),
    );
    expect(hits.length).toBeGreaterThan(0);
  });

  it.each(MODULE_SWAPS)(
    '$to stands in for the version of the file it was written against',
    (swap) => {
      const actual = sha256(swap.original.file);
      expect(actual, pinMessage(`src/plugins/performance/${swap.to}`, swap.original, actual)).toBe(
        swap.original.sha256,
      );
    },
  );

  it.each(MODULE_SWAPS)('$to exports every name its importers take from the original', (swap) => {
    const original = readFileSync(path.join(nodeModules, swap.original.file), 'utf8');
    const replacement = exportedNames(readFileSync(path.join(__dirname, swap.to), 'utf8'));
    const wanted = installed
      .filter(
        ({context, request}) =>
          swap.request.test(request) && (!swap.from || swap.from.test(context)),
      )
      .flatMap(({clause}) => importedNames(clause, original));
    const missing = [...new Set(wanted)].filter((name) => !replacement.has(name));
    expect(
      missing,
      `${swap.to} lacks exports that Docusaurus imports from ${swap.original.file}`,
    ).toEqual([]);
  });
});

describe('files copied or wrapped for speed', () => {
  it.each(PINNED_FILES)('$by: $file is the version it was written against', (pin) => {
    const actual = sha256(pin.file);
    expect(actual, pinMessage(pin.by, pin, actual)).toBe(pin.sha256);
  });
});

describe('the pin checks themselves', () => {
  it('read import and re-export clauses as the names they take', () => {
    expect(importedNames('{ matchRoutes }', '')).toEqual(['matchRoutes']);
    expect(importedNames('{ renderRoutes as default }', '')).toEqual(['renderRoutes']);
    expect(importedNames('Loadable, { type X, y as z }', '')).toEqual(['default', 'y']);
    expect(importedNames('* as all', 'export const a = 1; export default 2;')).toEqual([
      'default',
      'a',
    ]);
    expect(importedNames('', 'export const a = 1;')).toEqual([]);
  });

  it('read the names a module exports', () => {
    expect([
      ...exportedNames(
        'export default function f() {}\nexport async function g() {}\nexport {a, b as c} from "x";',
      ),
    ]).toEqual(['default', 'g', 'a', 'c']);
  });
});

describe('client entry', () => {
  it("evaluates the module core's client bundle uses as its entry", () => {
    const clientConfig = readFileSync(path.join(docusaurus, 'core/lib/webpack/client.js'), 'utf8');
    const coreEntry = /entry: path_1\.default\.resolve\(__dirname, '([^']+)'\)/.exec(
      clientConfig,
    )?.[1];
    const ourEntry = readFileSync(path.join(__dirname, 'client-entry.ts'), 'utf8');
    const lastImport = [...ourEntry.matchAll(/import\([^)]*'([^']+)'\)/g)].at(-1)?.[1];
    expect(coreEntry).toBeDefined();
    expect(path.join(docusaurus, '..', lastImport!)).toBe(
      path.resolve(docusaurus, 'core/lib/webpack', coreEntry!),
    );
  });
});

describe('measures left out one by one', () => {
  it('takes known names and refuses a misspelt one, listing the known ones', () => {
    expect([...leftOut(['preload', 'kept-html'])]).toEqual(['preload', 'kept-html']);
    expect(() => leftOut(['preloader'])).toThrow(
      /unknown measure\(s\).*preloader.*Known: .*preload/,
    );
  });

  it('names every measure somewhere a build reads it', () => {
    const code = ['index.ts', 'static-html.tsx', 'theme/CodeBlock/index.tsx']
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n')
      .concat(readFileSync(path.join(__dirname, '../../../docusaurus.config.ts'), 'utf8'));
    const used = (name: string) =>
      MODULE_SWAPS.some((swap) => swap.name === name) ||
      code.includes(`on('${name}')`) ||
      code.includes(`has('${name}')`);
    expect(SWAP_NAMES.filter((name) => !used(name))).toEqual([]);
  });
});
