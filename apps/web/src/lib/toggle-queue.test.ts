import { describe, expect, it } from 'vitest';
import { createToggleQueue } from './toggle-queue';

interface Pending {
  on: boolean;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A fake server whose answers the test releases one by one, recording what the queue asked. */
function setUp(serverOn = false) {
  const requests: Pending[] = [];
  const events: string[] = [];
  let server = serverOn;
  const queue = createToggleQueue<{ on: boolean }>(serverOn, {
    send: (on) =>
      new Promise((resolve, reject) => {
        requests.push({
          on,
          resolve: () => {
            server = on;
            resolve({ on });
          },
          reject,
        });
      }),
    isOn: (state) => state.on,
    onConfirmed: (state, final) => events.push(`confirmed ${state.on}${final ? ' final' : ''}`),
    onSettled: (on) => events.push(`settled ${on}`),
    onFailed: (error, wish, on) => events.push(`failed ${wish} (${(error as Error).message}), back to ${on}`),
    onBusyChange: (busy) => events.push(busy ? 'busy' : 'idle'),
  });
  /** Lets the awaited answer reach the queue. */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, requests, events, flush, server: () => server };
}

describe('createToggleQueue', () => {
  it('sends one request for one click and settles on the answer', async () => {
    const { queue, requests, events, flush } = setUp(false);
    queue.want(true);
    expect(requests.map((r) => r.on)).toEqual([true]);
    expect(events).toEqual(['busy']);
    requests[0]!.resolve();
    await flush();
    expect(events).toEqual(['busy', 'confirmed true final', 'idle', 'settled true']);
  });

  it('has at most one request in flight however fast the clicks come, and sends the last wish', async () => {
    const { queue, requests, events, flush, server } = setUp(false);
    queue.want(true);
    queue.want(false);
    queue.want(true);
    queue.want(false);
    expect(requests).toHaveLength(1);
    requests[0]!.resolve(); // the server says on; the last wish was off
    await flush();
    expect(requests.map((r) => r.on)).toEqual([true, false]);
    queue.want(true);
    queue.want(false);
    expect(requests).toHaveLength(2);
    requests[1]!.resolve();
    await flush();
    // The last wish (off) is what the server already has now: nothing more goes out.
    expect(requests).toHaveLength(2);
    expect(server()).toBe(false);
    expect(events.at(-1)).toBe('settled false');
  });

  it('sends nothing more when the clicks return to the server state', async () => {
    const { queue, requests, events, flush } = setUp(false);
    queue.want(true);
    queue.want(false);
    queue.want(true);
    requests[0]!.resolve();
    await flush();
    expect(requests).toHaveLength(1);
    expect(events).toEqual(['busy', 'confirmed true final', 'idle', 'settled true']);
  });

  it('sends nothing for a click back to the server state while idle', () => {
    const { queue, requests, events } = setUp(true);
    queue.want(true);
    expect(requests).toHaveLength(0);
    expect(events).toEqual(['settled true']);
  });

  it('says which answer is final: a middle one is not', async () => {
    const { queue, requests, events, flush } = setUp(false);
    queue.want(true);
    queue.want(false);
    requests[0]!.resolve();
    await flush();
    requests[1]!.resolve();
    await flush();
    expect(events).toEqual(['busy', 'confirmed true', 'confirmed false final', 'idle', 'settled false']);
  });

  it('rolls back to the server state on failure and forgets the wishes made meanwhile', async () => {
    const { queue, requests, events, flush } = setUp(false);
    queue.want(true);
    queue.want(false);
    queue.want(true);
    requests[0]!.reject(new Error('offline'));
    await flush();
    expect(requests).toHaveLength(1);
    expect(events).toEqual(['busy', 'idle', 'failed true (offline), back to false']);
    // The next click starts afresh from the server's state.
    queue.want(true);
    expect(requests.map((r) => r.on)).toEqual([true, true]);
  });

  it('rolls back to the last confirmed state when a later request fails', async () => {
    const { queue, requests, events, flush } = setUp(false);
    queue.want(true);
    queue.want(false);
    requests[0]!.resolve();
    await flush();
    requests[1]!.reject(new Error('500'));
    await flush();
    expect(events.at(-1)).toBe('failed false (500), back to true');
    // Back at the server's last word: a click to "on" has nothing to send.
    queue.want(true);
    expect(requests).toHaveLength(2);
  });

  it('takes over the shared state when idle, not while a request is in flight', async () => {
    const { queue, requests, flush } = setUp(false);
    // Another tab clapped meanwhile: the screen shows on, and the user turns it off.
    queue.want(false, true);
    expect(requests.map((r) => r.on)).toEqual([false]);
    // Mid-flight, a stale shared state does not overrule what the queue knows.
    queue.want(true, false);
    requests[0]!.resolve();
    await flush();
    expect(requests.map((r) => r.on)).toEqual([false, true]);
  });
});
