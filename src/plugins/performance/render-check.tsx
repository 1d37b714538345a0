/**
 * Renders a kept article's components once, out of sight, after the page is
 * usable, so that one that throws in the browser shows the crash screen
 * ('Page Error', the message, 'Try again') on a first load as it does after a
 * navigation. Without it the kept HTML (static-html.tsx) would hide the crash:
 * the server rendered the article, the browser never runs its components, and
 * nothing is shown or logged.
 *
 * The article renders in a hidden <Activity>, which React renders at idle
 * priority, in short slices, without running effects or attaching refs (no
 * per-link observers); code blocks render as plain text there instead of
 * loading Prism. Once the last of it has rendered, the check is removed.
 * React drops an error thrown while rendering hidden content, so an error
 * boundary inside catches it and the check throws it again where it is
 * visible, for the page's own error boundary. It renders into an element kept
 * out of the document, so the page never holds a second copy of the article
 * (its headings' ids twice, its text found twice by a script or a test).
 */
import {Activity, Component, createContext, useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {whenIdle} from './tasks';

/** True inside the check: code blocks render plainly there instead of loading Prism. */
export const InRenderCheck = createContext(false);

/** Calls `then` outside the render: one component may not update another while rendering. */
function afterRender(then: () => void): void {
  queueMicrotask(then);
}

/** Rendered after the article, in the same pass: when React reaches it, all of the article rendered. */
function Reached({onReached}: {onReached: () => void}): null {
  afterRender(onReached);
  return null;
}

interface CatchProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Hands an error thrown by the article to `onError`; hidden content gets no lifecycle calls. */
class Catch extends Component<CatchProps, {error?: {thrown: unknown}}> {
  override state: {error?: {thrown: unknown}} = {};

  static getDerivedStateFromError(thrown: unknown): {error: {thrown: unknown}} {
    return {error: {thrown}};
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (!error) return this.props.children;
    afterRender(() => this.props.onError(error.thrown));
    return null;
  }
}

type Phase = {name: 'waiting' | 'rendering' | 'done'} | {name: 'failed'; error: unknown};

export default function RenderCheck({children}: {children: ReactNode}): ReactNode {
  const [phase, setPhase] = useState<Phase>({name: 'waiting'});
  // Created on the client only: the check renders after an effect, never on the server.
  const [outside] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  useEffect(() => {
    whenIdle(() => setPhase({name: 'rendering'}));
  }, []);
  if (phase.name === 'failed') throw phase.error;
  if (phase.name !== 'rendering' || !outside) return null;
  return createPortal(
    <Activity mode="hidden">
      <InRenderCheck value>
        <Catch onError={(error) => setPhase({name: 'failed', error})}>{children}</Catch>
      </InRenderCheck>
      <Reached
        onReached={() => setPhase((now) => (now.name === 'failed' ? now : {name: 'done'}))}
      />
    </Activity>,
    outside,
  );
}
