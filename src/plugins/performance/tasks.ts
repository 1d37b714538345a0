/**
 * Splits browser start-up work into short tasks, so a phone can paint and
 * handle input between them.
 */

/** Resolves in a new task: a message, which unlike `setTimeout` is never held back 4 ms. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
