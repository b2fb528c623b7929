/**
 * Resolves in a new task (a message to this page, which the browser queues like React's scheduler
 * does, without setTimeout's clamping): what follows runs after the browser has had the main thread
 * back, to paint or to answer a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
