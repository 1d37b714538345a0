import type {Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

export type JsxElement = Extract<Nodes, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

/** Every node of the tree, depth first, in document order. */
export function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) {
    for (const child of node.children) {
      yield* walk(child);
    }
  }
}

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function hasJsxAttribute(element: JsxElement, name: string): boolean {
  return element.attributes.some(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/** The attribute's literal text (`""` for a bare `alt`), or undefined when absent or an expression. */
export function jsxTextAttribute(element: JsxElement, name: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      if (attribute.value === null || attribute.value === undefined) {
        return '';
      }
      return typeof attribute.value === 'string' ? attribute.value : undefined;
    }
  }
  return undefined;
}

/**
 * The anchors a page defines: heading ids assigned with Docusaurus's own helpers (an explicit
 * `{#id}`, otherwise github-slugger with per-page de-duplication) and ids set on JSX elements.
 */
export function pageAnchors(tree: Root): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const node of walk(tree)) {
    if (node.type === 'heading') {
      const text = toString(node);
      anchors.add(parseMarkdownHeadingId(text).id ?? slugger.slug(text));
    } else if (isJsxElement(node)) {
      const id = jsxTextAttribute(node, 'id');
      if (id) {
        anchors.add(id);
      }
    }
  }
  return anchors;
}

/** Ranges of lines (1-based, inclusive) holding code, where markers and prose rules do not apply. */
export function codeLineRanges(tree: Root): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const node of walk(tree)) {
    if (node.type === 'code' && node.position) {
      ranges.push([node.position.start.line, node.position.end.line]);
    }
  }
  return ranges;
}
