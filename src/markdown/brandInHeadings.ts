import type {Heading, Parent, Root, RootContent} from 'mdast';

/**
 * Writes the brand's name into headings that say `<BrandName />`. The table of
 * contents and the heading's anchor are built from a heading's text, and see
 * the component only as an empty `<brandName>` element: the entry read
 * "About " (invalid HTML too) and the anchor was `#about-`. Text in the body
 * keeps the component; the brand is known at build time either way.
 */
export default function remarkBrandInHeadings({brandName}: {brandName: string}) {
  const replaceIn = (heading: Heading) => {
    heading.children = heading.children.map((child) =>
      child.type === 'mdxJsxTextElement' && child.name === 'BrandName'
        ? {type: 'text', value: brandName}
        : child,
    );
  };
  const visit = (node: Root | RootContent) => {
    if (node.type === 'heading') replaceIn(node);
    else if ('children' in node) (node as Parent).children.forEach(visit);
  };
  return (tree: Root): void => visit(tree);
}
