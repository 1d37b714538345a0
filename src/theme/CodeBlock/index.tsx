// Wrapped because no option moves Prism out of the entry bundle: the theme registers extra
// languages from a client module that every page runs. src/plugins/performance drops that
// module, and this wrapper registers them here, so Prism ships with the article chunks instead.
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

includeLanguages(Prism as Parameters<typeof includeLanguages>[0]);

export default function CodeBlockWrapper(props: WrapperProps<typeof CodeBlockType>): ReactNode {
  return <CodeBlock {...props} />;
}
