import React, {forwardRef, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import type {ButtonTranslations} from '@docsearch/react';

/**
 * DocSearch's search button, same markup, classes and key hints, the K drawn (K_KEY). It is
 * rendered here because importing DocSearchButton from @docsearch/react would
 * put the whole modal into the first page load.
 */

/** The Ctrl key cap, as DocSearch draws it. */
const CONTROL_KEY =
  'M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953';

/**
 * The K key cap, drawn rather than written: as text, "K" would join the button's visible label
 * ("Search K"), which its name, "Search (Ctrl+K)", does not contain as WCAG 2.5.3 asks.
 */
const K_KEY = 'M4.5 3v9M11 3L4.5 8.5M6.6 6.8L11 12';

/** A key cap's letters drawn in one stroke path. */
function KeyIcon({path}: {path: string}) {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path d={path} strokeWidth="1.2" stroke="currentColor" fill="none" strokeLinecap="square" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key cap that looks pressed while its key is held, as in DocSearch. */
function Key({reactsToKey, children}: {reactsToKey: string; children: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={
        pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'
      }>
      {children}
    </kbd>
  );
}

type Props = ComponentProps<'button'> & {translations: ButtonTranslations};

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {translations, ...props},
  ref,
) {
  // Known only in the browser, so the server renders no key hint.
  const [isApple, setIsApple] = useState<boolean | null>(null);
  useEffect(() => {
    setIsApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform));
  }, []);
  const buttonText = translations.buttonText ?? 'Search';
  const ariaLabel = translations.buttonAriaLabel ?? 'Search';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${ariaLabel} (${isApple === false ? 'Ctrl' : 'Command'}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      {/* The key caps repeat the shortcut the button's name already gives. */}
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {isApple !== null && (
          <>
            <Key reactsToKey={isApple ? 'Meta' : 'Control'}>
              {isApple ? '⌘' : <KeyIcon path={CONTROL_KEY} />}
            </Key>
            <Key reactsToKey="k">
              <KeyIcon path={K_KEY} />
            </Key>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
