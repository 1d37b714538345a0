// Wraps the theme's component because no option loads Prism on demand: the theme registers extra languages from a
// client module every page runs, and evaluating Prism costs more main-thread time than any
// other module of an article page. The plugin (../../index.ts) drops that module; here the server
// renders the theme's code block directly and the browser loads it (and Prism) only when a
// code block is rendered. On a page's first load articles are not re-rendered (StaticHtml),
// so this never runs during hydration, and their check (RenderCheck) gets the plain fallback.
import {lazy, Suspense, useContext, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {InRenderCheck} from '../../render-check';

async function loadCodeBlock(): Promise<{default: ComponentType<Props>}> {
  const [{Prism}, {default: includeLanguages}] = await Promise.all([
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
  ]);
  // What the theme's client module did on every page: register `prism.additionalLanguages`.
  includeLanguages(Prism as Parameters<typeof includeLanguages>[0]);
  return import('@theme-init/CodeBlock');
}

// Both are defined by the plugin (../../index.ts), so each bundle keeps only its branch; with
// prism-on-demand left out (for measuring it) the browser gets the theme's code block as it is.
// The condition is written out in the ternary, not kept in a variable: the bundler drops only a
// branch it can evaluate, and a `require` left in the browser's branch put Prism in every
// article's chunks (about 35 KB gzip fetched on the first load of each post).
const EagerCodeBlock: ComponentType<Props> | undefined =
  process.env.SITE_BUNDLE === 'server' || process.env.PERFORMANCE_PRISM_ON_DEMAND === 'off'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-init/CodeBlock') as {default: ComponentType<Props>}).default
    : undefined;
const LazyCodeBlock = lazy(loadCodeBlock);

export default function CodeBlock(props: Props): ReactNode {
  const inRenderCheck = useContext(InRenderCheck);
  if (EagerCodeBlock) return <EagerCodeBlock {...props} />;
  const plain = (
    <pre className={props.className}>
      <code>{props.children}</code>
    </pre>
  );
  if (inRenderCheck) return plain;
  return (
    <Suspense fallback={plain}>
      <LazyCodeBlock {...props} />
    </Suspense>
  );
}
