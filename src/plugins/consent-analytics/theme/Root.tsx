// Wraps the site root to put the consent banner before everything else on the page; no config option renders a component on every page.
import type {ReactNode} from 'react';
import Root from '@theme-init/Root';
import ConsentBanner from './ConsentBanner';

export default function RootWithConsentBanner({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <ConsentBanner />
      <Root>{children}</Root>
    </>
  );
}
