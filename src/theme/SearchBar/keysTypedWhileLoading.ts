/** What the reader typed between asking for search and the dialog appearing. */
export interface KeysTypedWhileLoading {
  /** The text so far; Backspace removes its last character. */
  readonly text: string;
  /** Whether Escape was pressed: the reader no longer wants the dialog. */
  readonly cancelled: boolean;
  stop(): void;
}

/**
 * The dialog's code loads on first use, and on a slow phone a reader who
 * presses Ctrl+K types on before it arrives. Those keys have no input to go
 * to, so they are kept here and become the dialog's first query. Listening in
 * the capture phase keeps them from the page and from the search shortcuts.
 */
export function collectKeysTypedWhileLoading(
  firstText: string,
  target: EventTarget = window,
): KeysTypedWhileLoading {
  let text = firstText;
  let cancelled = false;
  const onKeyDown = (event: Event) => {
    const {key, ctrlKey, metaKey, altKey} = event as KeyboardEvent;
    if (ctrlKey || metaKey || altKey) return;
    if (key === 'Escape') cancelled = true;
    else if (key === 'Backspace') text = text.slice(0, -1);
    else if (key.length === 1) text += key;
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  target.addEventListener('keydown', onKeyDown, {capture: true});
  return {
    get text() {
      return text;
    },
    get cancelled() {
      return cancelled;
    },
    stop: () => target.removeEventListener('keydown', onKeyDown, {capture: true}),
  };
}
