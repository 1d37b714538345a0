// Wraps the theme's component because no option skips hydrating static article HTML: on the
// first page load the server-rendered article is kept as it is (see ../../../static-html.tsx),
// and rendered once out of sight so that a crash still shows (../../../render-check.tsx).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import RenderCheck from '../../../render-check';
import StaticHtml, {useKeepServerHtml} from '../../../static-html';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContent(props: Props): ReactNode {
  // Same element and classes as the theme's wrapper, which the server rendered.
  if (useKeepServerHtml()) {
    return (
      <>
        <StaticHtml className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} />
        <RenderCheck>
          <Content {...props} />
        </RenderCheck>
      </>
    );
  }
  return <Content {...props} />;
}
