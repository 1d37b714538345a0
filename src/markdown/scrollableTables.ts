import type {Element, ElementContent, Root, RootContent} from 'hast';

/** Class of the wrapper; custom.css makes it the element that scrolls. */
export const TABLE_SCROLL_CLASS = 'table-scroll';

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function isHeading(node: RootContent): node is Element {
  return node.type === 'element' && /^h[1-6]$/.test(node.tagName);
}

/**
 * Wraps each Markdown table in a named, focusable region. Wide tables scroll
 * sideways on small screens, and a scrolling area must be reachable by
 * keyboard (WCAG 2.1.1). The region takes its name from the heading above
 * the table, so a screen reader says which table it is.
 */
export default function rehypeScrollableTables() {
  return (tree: Root): void => {
    let heading = '';
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child) => {
        if (isHeading(child)) heading = textOf(child).trim();
        if (child.type !== 'element') return child;
        if (child.tagName !== 'table') {
          visit(child);
          return child;
        }
        const wrapper: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: [TABLE_SCROLL_CLASS],
            role: 'region',
            tabIndex: 0,
            ariaLabel: heading ? `Table: ${heading}` : 'Table',
          },
          children: [child],
        };
        return wrapper;
      }) as typeof parent.children;
    };
    visit(tree);
  };
}
