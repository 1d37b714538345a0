import type {ReactNode} from 'react';
import {TABLE_SCROLL_CLASS} from '@site/src/markdown/scrollableTables';

/**
 * The focusable, named scrolling wrapper that Markdown tables get from
 * src/markdown/scrollableTables.ts, for tables that components render.
 */
export default function ScrollableTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={className ? `${TABLE_SCROLL_CLASS} ${className}` : TABLE_SCROLL_CLASS}
      role="region"
      tabIndex={0}
      aria-label={`Table: ${label}`}>
      {children}
    </div>
  );
}
