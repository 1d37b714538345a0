import {describe, expect, it} from 'vitest';
import {collectKeysTypedWhileLoading} from './keysTypedWhileLoading';

function press(target: EventTarget, key: string, modifiers: {ctrlKey?: boolean} = {}): Event {
  const event = Object.assign(new Event('keydown', {cancelable: true}), {key, ...modifiers});
  target.dispatchEvent(event);
  return event;
}

describe('collectKeysTypedWhileLoading', () => {
  it('keeps typed characters after the first text, with Backspace removing the last', () => {
    const target = new EventTarget();
    const typed = collectKeysTypedWhileLoading('W', target);
    for (const key of ['G', 'E', 'X', 'Backspace', 'A']) press(target, key);
    expect(typed.text).toBe('WGEA');
    expect(typed.cancelled).toBe(false);
  });

  it('takes the keys it keeps away from the page', () => {
    // A bare EventTarget has no capture phase: a listener added later stands for the page's.
    const target = new EventTarget();
    collectKeysTypedWhileLoading('', target);
    let pageSaw = 0;
    target.addEventListener('keydown', () => pageSaw++);
    expect(press(target, 'a').defaultPrevented).toBe(true);
    expect(pageSaw).toBe(0);
  });

  it('leaves shortcuts and other keys alone', () => {
    const target = new EventTarget();
    const typed = collectKeysTypedWhileLoading('', target);
    expect(press(target, 'k', {ctrlKey: true}).defaultPrevented).toBe(false);
    expect(press(target, 'Tab').defaultPrevented).toBe(false);
    expect(typed.text).toBe('');
  });

  it('records Escape as a change of mind', () => {
    const target = new EventTarget();
    const typed = collectKeysTypedWhileLoading('', target);
    press(target, 'Escape');
    expect(typed.cancelled).toBe(true);
  });

  it('stops collecting when stopped', () => {
    const target = new EventTarget();
    const typed = collectKeysTypedWhileLoading('', target);
    typed.stop();
    expect(press(target, 'a').defaultPrevented).toBe(false);
    expect(typed.text).toBe('');
  });
});
