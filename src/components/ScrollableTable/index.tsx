import type {ReactNode} from 'react';
import clsx from 'clsx';
import {TABLE_SCROLL_CLASS} from '@site/src/markdown/scrollableTables';
import styles from './styles.module.css';

/**
 * The focusable, named scrolling wrapper that Markdown tables get from
 * src/markdown/scrollableTables.ts, for tables that components render. A `sticky` table
 * scrolls both ways inside a box no taller than the window, keeping its header row and first
 * column in view.
 */
export default function ScrollableTable({
  label,
  className,
  sticky = false,
  children,
}: {
  label: string;
  className?: string;
  sticky?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(TABLE_SCROLL_CLASS, sticky && styles.sticky, className)}
      role="region"
      tabIndex={0}
      aria-label={`Table: ${label}`}>
      {children}
    </div>
  );
}

/** A component table's caption, styled as every such table's title. */
export function TableCaption({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return <caption className={clsx(styles.caption, className)}>{children}</caption>;
}
