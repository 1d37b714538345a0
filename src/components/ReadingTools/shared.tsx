import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** What was ignored in the URL, said where the reader sees it. */
export function Notice({messages}: {messages: readonly string[]}): ReactNode {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert--warning" role="status" data-testid="url-notice">
      {messages.map((message) => (
        <p key={message} className={styles.noticeLine}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** One labelled checkbox of a picker; its name and value are what the address records. */
export function CheckboxChoice({
  name,
  value,
  checked,
  disabled,
  onToggle,
  className = styles.choice,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
      />{' '}
      {children}
    </label>
  );
}
