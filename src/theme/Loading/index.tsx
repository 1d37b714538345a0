// Wrapped because core's fallback shows a failed download as the bare error, white on red (3.7:1,
// under WCAG AA), with nothing saying what failed; and because a page's nested routes each record
// their own failure on the first load, so one 'Retry' must carry on to the routes it reveals.
// No option changes either; the spinner is core's.
import {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  // A failure recorded before this screen appeared (a nested route's, on the first load) is
  // retried once at once; only one that happens again is shown.
  const retriedOnMount = useRef(false);
  const failedBeforeMount = useRef(Boolean(error));
  useEffect(() => {
    if (failedBeforeMount.current && !retriedOnMount.current) {
      retriedOnMount.current = true;
      retry();
    }
  }, [retry]);

  if (!error || (failedBeforeMount.current && !retriedOnMount.current)) {
    return <Loading {...props} error={undefined} />;
  }
  return (
    <div className="container margin-vert--xl" role="alert">
      <div className="alert alert--danger">
        <p>
          <strong>
            <Translate id="theme.Loading.failed.title">This page could not be loaded.</Translate>
          </strong>{' '}
          <Translate id="theme.Loading.failed.help">
            Part of its code did not arrive. Check your connection, then retry.
          </Translate>
        </p>
        <p>
          <code>{String(error)}</code>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.Loading.retry">Retry</Translate>
        </button>
      </div>
    </div>
  );
}
