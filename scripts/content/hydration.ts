/**
 * The rule the kept article HTML sets (src/plugins/performance/static-html.tsx):
 * on a page's first load an article is not hydrated unless it holds an element
 * marked `data-hydrate`, so a component that needs the browser (an event
 * handler, state, an effect) and renders no marker shows its server HTML and
 * does nothing until the reader moves to another page. This finds such
 * components among those an article imports from the site's own code, by
 * reading their source and the site components and hooks they use in turn.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Problem} from './problems';
import {isJsxElement, walk} from './mdast';
import type {ContentFile} from './site';

/** React hooks that hold state or run effects: their component behaves differently once in the browser. */
const BROWSER_HOOKS = new Set([
  'useState',
  'useReducer',
  'useSyncExternalStore',
  'useTransition',
  'useActionState',
  'useOptimistic',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  // Docusaurus's: true, or a different value, only in the browser.
  'useIsBrowser',
  'useLocation',
  'useHistory',
  'useColorMode',
  'useWindowSize',
]);

/** Components from packages whose output exists only in the browser. */
const BROWSER_COMPONENTS = new Set(['BrowserOnly']);

const MARKER = 'data-hydrate';
const EVENT_HANDLER = /^on[A-Z]/;
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** What a component does in the browser, with what it renders, from its source. */
export interface ComponentUse {
  /** Why it needs the browser, e.g. `useState`, `onClick handler`; empty when it does not. */
  needs: string[];
  /** Whether it, or a site component it renders, puts the marker in its output. */
  marked: boolean;
}

interface ImportedName {
  specifier: string;
  /** The name exported by that module: `default`, or the named export. */
  name: string;
}

interface ParsedModule {
  file: string;
  /** Top-level functions, classes and constants by name. */
  declarations: Map<string, ts.Node>;
  /** Local name → the module and name it was imported from. */
  imports: Map<string, ImportedName>;
  /** Exported name → local name, or a re-export from another module. */
  exports: Map<string, string | ImportedName>;
}

/** The file an import of the site's own code names, or undefined for a package or a non-code file. */
export function resolveImport(
  specifier: string,
  fromFile: string,
  siteRoot: string,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(siteRoot, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(
    (file) => SOURCE_EXTENSIONS.includes(path.extname(file)) && existsSync(file),
  );
}

/** `<div …>`, not `<Toggle …>`: intrinsic elements are written in lower case. */
function isHtmlElement(element: ts.JsxOpeningLikeElement): boolean {
  return ts.isIdentifier(element.tagName) && /^[a-z]/.test(element.tagName.text);
}

function parseModule(file: string): ParsedModule {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const declarations = new Map<string, ts.Node>();
  const imports = new Map<string, ImportedName>();
  const exports = new Map<string, string | ImportedName>();
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) imports.set(clause.name.text, {specifier, name: 'default'});
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          imports.set(element.name.text, {specifier, name});
        }
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      declarations.set(statement.name.text, statement);
      if (isExported(statement)) {
        exports.set(isDefault(statement) ? 'default' : statement.name.text, statement.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        declarations.set(declaration.name.text, declaration);
        if (isExported(statement)) exports.set(declaration.name.text, declaration.name.text);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exports.set('default', statement.expression.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        exports.set(element.name.text, from ? {specifier: from, name: local} : local);
      }
    }
  }
  return {file, declarations, imports, exports};
}

/**
 * Reads components' source once per file and remembers each answer; one per
 * lint run, as the site's files do not change during it.
 */
export class ComponentReader {
  private readonly modules = new Map<string, ParsedModule>();
  private readonly uses = new Map<string, ComponentUse>();

  constructor(private readonly siteRoot: string) {}

  /** What the export `name` of `file` does in the browser. */
  exportUse(file: string, name: string): ComponentUse {
    const key = `${file}#${name}`;
    const known = this.uses.get(key);
    if (known) return known;
    // Until it is worked out (a component that renders itself, directly or not), it adds nothing.
    this.uses.set(key, {needs: [], marked: false});
    const module = this.module(file);
    const exported = module.exports.get(name);
    let use: ComponentUse = {needs: [], marked: false};
    if (typeof exported === 'string') use = this.localUse(module, exported);
    else if (exported) use = this.importedUse(module, exported);
    this.uses.set(key, use);
    return use;
  }

  private module(file: string): ParsedModule {
    let module = this.modules.get(file);
    if (!module) {
      module = parseModule(file);
      this.modules.set(file, module);
    }
    return module;
  }

  private importedUse(module: ParsedModule, imported: ImportedName): ComponentUse {
    const file = resolveImport(imported.specifier, module.file, this.siteRoot);
    if (file) return this.exportUse(file, imported.name);
    const needs = BROWSER_COMPONENTS.has(imported.name) ? [`<${imported.name}>`] : [];
    return {needs, marked: false};
  }

  private localUse(module: ParsedModule, name: string): ComponentUse {
    const key = `${module.file}#local:${name}`;
    const known = this.uses.get(key);
    if (known) return known;
    this.uses.set(key, {needs: [], marked: false});
    const declaration = module.declarations.get(name);
    const use = declaration ? this.nodeUse(module, declaration) : {needs: [], marked: false};
    this.uses.set(key, use);
    return use;
  }

  /** Hooks, handlers and markers in a declaration, and in the components and hooks it uses. */
  private nodeUse(module: ParsedModule, root: ts.Node): ComponentUse {
    const needs = new Set<string>();
    let marked = false;
    const follow = (identifier: string) => {
      const imported = module.imports.get(identifier);
      const use = imported
        ? this.importedUse(module, imported)
        : module.declarations.has(identifier)
          ? this.localUse(module, identifier)
          : undefined;
      if (!use) return;
      use.needs.forEach((need) => needs.add(need));
      marked ||= use.marked;
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
        const attribute = node.name.text;
        if (attribute === MARKER) marked = true;
        // On an HTML element; a component's `on…` prop is followed into the component.
        else if (EVENT_HANDLER.test(attribute) && isHtmlElement(node.parent.parent)) {
          needs.add(`${attribute} handler`);
        }
      } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        if (ts.isIdentifier(node.tagName)) follow(node.tagName.text);
      } else if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        if (ts.isIdentifier(callee)) {
          if (BROWSER_HOOKS.has(callee.text)) needs.add(callee.text);
          else follow(callee.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    return {needs: [...needs].sort(), marked};
  }
}

/** The names an article imports from the site's own code, with the file and export of each. */
function articleImports(
  file: ContentFile,
  siteRoot: string,
): Map<string, {file: string; name: string}> {
  const imported = new Map<string, {file: string; name: string}>();
  const fromFile = path.join(siteRoot, file.path);
  for (const node of file.tree ? walk(file.tree) : []) {
    const esm = node as {type: string; value?: string};
    if (esm.type !== 'mdxjsEsm' || !esm.value) continue;
    const statements = ts.createSourceFile('imports.tsx', esm.value, ts.ScriptTarget.Latest);
    for (const statement of statements.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const source = resolveImport(statement.moduleSpecifier.text, fromFile, siteRoot);
      const clause = statement.importClause;
      if (!source || !clause) continue;
      if (clause.name) imported.set(clause.name.text, {file: source, name: 'default'});
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          imported.set(element.name.text, {file: source, name});
        }
      }
    }
  }
  return imported;
}

/** Each component an article uses that needs the browser but renders no `data-hydrate` marker. */
export function checkHydrationMarkers(
  file: ContentFile,
  siteRoot: string,
  reader: ComponentReader,
): Problem[] {
  const imported = articleImports(file, siteRoot);
  if (imported.size === 0) return [];
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const node of file.tree ? walk(file.tree) : []) {
    if (!isJsxElement(node) || !node.name || reported.has(node.name)) continue;
    const source = imported.get(node.name);
    if (!source) continue;
    const {needs, marked} = reader.exportUse(source.file, source.name);
    if (needs.length === 0 || marked) continue;
    reported.add(node.name);
    const sourcePath = path.relative(siteRoot, source.file).split(path.sep).join('/');
    problems.push({
      file: file.path,
      line: node.position?.start.line ?? 1,
      rule: 'hydration',
      message:
        `<${node.name}> (${sourcePath}) needs the browser (${needs.join(', ')}) but renders ` +
        `no ${MARKER} marker, so on a first load the page keeps its server HTML and it does not respond`,
      fix: `add ${MARKER} to the element ${node.name} renders around itself, e.g. <div ${MARKER}>, so pages that use it hydrate`,
    });
  }
  return problems;
}
