// Wrapped because no option skips hydrating static article HTML: on the first page load the
// server-rendered article is kept as it is (see src/components/StaticHtml).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticHtml, {useKeepServerHtml} from '@site/src/components/StaticHtml';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContent(props: Props): ReactNode {
  // Same element and classes as the theme's wrapper, which the server rendered.
  if (useKeepServerHtml()) {
    return <StaticHtml className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} />;
  }
  return <Content {...props} />;
}
