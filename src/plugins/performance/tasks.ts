/**
 * Helpers for splitting browser start-up work into short tasks, so a phone
 * can paint and handle input between them.
 */

/**
 * Main-thread time one slice of deferred work (prefetch hints, chunk
 * downloads) may take, measured on the reader's device. A phone about four
 * times slower than a laptop stays under the 50 ms that counts as a long task.
 */
export const TASK_BUDGET_MS = 8;

/** Resolves in a new task: a message, which unlike `setTimeout` is never held back 4 ms. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Runs `callback` when the browser is idle (within 2 s), or soon where it cannot say (Safari). */
export function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 2000});
  else setTimeout(callback, 50);
}
