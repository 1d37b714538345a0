import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MODULE_SWAPS} from './index';

const docusaurus = path.join(__dirname, '../../../node_modules/@docusaurus');

/** Every module request in the JavaScript files of one folder of an installed package. */
function importsIn(dir: string): Array<{context: string; request: string}> {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => ({
        context: path.dirname(path.join(dir, file)),
        request: match[1]!,
      })),
    );
}

describe('module swaps', () => {
  const installed = [
    ...importsIn(path.join(docusaurus, 'core/lib/client')),
    ...importsIn(path.join(docusaurus, 'theme-common/lib')),
    // The template of the generated route list.
    ...importsIn(path.join(docusaurus, 'core/lib/server/codegen')),
    // The classic theme's client modules are imported by absolute path.
    {context: '', request: path.join(docusaurus, 'theme-classic/lib/prism-include-languages.js')},
  ];

  it.each(MODULE_SWAPS)('$to replaces a module the installed Docusaurus imports', (swap) => {
    expect(existsSync(path.join(__dirname, swap.to))).toBe(true);
    const hits = installed.filter(
      ({context, request}) => swap.request.test(request) && (!swap.from || swap.from.test(context)),
    );
    expect(hits.length).toBeGreaterThan(0);
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
