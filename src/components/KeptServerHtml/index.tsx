import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';

/** Same object on every render, so React never rewrites the kept HTML. */
const KEEP = {__html: ''};

/**
 * The server's HTML of `children`, kept as it is in the browser while `keep` holds, instead of
 * hydrated; `children` render once `keep` turns false. For a block of static text that a
 * component shows unchanged until the reader acts: the Directive grid's table and list are
 * 10,000 elements that hydrating re-created in React, on a phone, for nothing.
 *
 * The performance plugin's kept article (static-html.tsx) does the same for whole articles on
 * a first load. This one needs no plugin: where there is no server HTML to keep (the page was
 * reached by a link in the app, or React rendered over the HTML), the element is empty after the
 * first render and `children` render before the browser paints. Links inside need listeners on
 * an ancestor (src/utils/appLinks.ts), as no React handler is attached to kept elements.
 */
export default function KeptServerHtml({
  keep,
  children,
}: {
  keep: boolean;
  children: ReactNode;
}): ReactNode {
  const [hasServerHtml, setHasServerHtml] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const kept = keep && hasServerHtml && typeof window !== 'undefined';
  useLayoutEffect(() => {
    if (kept && !ref.current?.hasChildNodes()) setHasServerHtml(false);
  }, [kept]);
  // The keys make React replace the kept element rather than patch it.
  return kept ? (
    <div key="kept" ref={ref} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
  ) : (
    <div key="rendered">{children}</div>
  );
}
