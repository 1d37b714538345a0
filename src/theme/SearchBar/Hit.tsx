import React, {Children, type ReactElement, type ReactNode} from 'react';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';

type AnyHit = InternalDocSearchHit | StoredDocSearchHit;

/** The deepest heading of a hit: the page title for a page, a section's own heading. */
function ownLevelOf(hit: AnyHit): Exclude<keyof AnyHit['hierarchy'], 'lvl0'> {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  return levels.find((level) => hit.hierarchy[level]) ?? 'lvl1';
}

/**
 * A search result's two lines: its heading, then the section's own text (the
 * page title when the section has none), where DocSearch shows a section's
 * page title again, cut off by the box's edge. Both come highlighted and
 * escaped from the engine, as DocSearch's own Snippet renders them.
 */
function HitText({hit}: {hit: InternalDocSearchHit}): React.JSX.Element {
  const own = ownLevelOf(hit);
  // Engines leave out what they have no text for, whatever DocSearch's types say.
  const title = hit._highlightResult.hierarchy[own]?.value ?? hit.hierarchy[own] ?? '';
  const text =
    hit._snippetResult?.content?.value ??
    (own === 'lvl1' ? '' : (hit._snippetResult?.hierarchy?.lvl1?.value ?? ''));
  return (
    <div className="DocSearch-Hit-content-wrapper">
      <span className="DocSearch-Hit-title" dangerouslySetInnerHTML={{__html: title}} />
      {text && <span className="DocSearch-Hit-path" dangerouslySetInnerHTML={{__html: text}} />}
    </div>
  );
}

/**
 * A hit is a real link (`a href`), so middle-click, the browser's "open link
 * in new tab" and a screen reader's links list work, and it is the listbox
 * option itself (useListboxRepair), so the option holds nothing interactive
 * (algolia/docsearch#1014). DocSearch's rendering is kept for its icon and
 * actions; a recent or favorite search's buttons stay beside the link, not
 * inside it.
 */
export default function Hit({
  hit,
  children,
}: {
  hit: AnyHit;
  children: ReactNode;
}): React.JSX.Element {
  const [icon, text, ...actions] = Children.toArray(
    (children as ReactElement<{children: ReactNode}>).props.children,
  );
  const isResult = '_highlightResult' in hit;
  return (
    <>
      <Link to={hit.url} className="DocSearch-Hit-Link">
        <div className="DocSearch-Hit-Container">
          {icon}
          {isResult ? <HitText hit={hit} /> : text}
          {isResult && actions}
        </div>
      </Link>
      {!isResult && <div className="DocSearch-Hit-Container DocSearch-Hit-actions">{actions}</div>}
    </>
  );
}
