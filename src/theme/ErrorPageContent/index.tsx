// Wrapped because the spec's crash screen is titled 'Page Error', and the theme sets that title
// only when the whole layout crashes (core's Error page), not when a page inside it does; no
// option sets it.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

export default function ErrorPageContentWrapper(
  props: WrapperProps<typeof ErrorPageContentType>,
): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
