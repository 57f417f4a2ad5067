// Runs `run` in a task of its own, right after the current one: a MessageChannel message, as
// React's scheduler posts its work. Not setTimeout or an animation frame: those wait 4 ms once
// nested, do not run in hidden tabs (frames), and stop under a paused test clock.
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own after the current one: the browser can paint and answer input in between. */
export function afterTask(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
