/**
 * The request side of an optimistic on/off toggle (a clap, a follow), after Bluesky's
 * useToggleMutationQueue. The screen flips at once on every click; the server only ever sees one
 * request at a time, and however fast the user clicks, only their last wish is sent once the one
 * in flight returns. Plain TypeScript (no React), so the rules can be tested without a browser.
 */

export interface ToggleQueueOptions<S> {
  /** Asks the server for `on`; resolves to its state afterwards. */
  send: (on: boolean) => Promise<S>;
  /** Whether a server state is "on" (clapped, following). */
  isOn: (state: S) => boolean;
  /** Each answer of the server; `final` when it matches the user's last wish (nothing more will be sent). */
  onConfirmed?: (state: S, final: boolean) => void;
  /** The user's wish and the server agree and nothing is in flight: the optimistic display may go. */
  onSettled?: (serverOn: boolean) => void;
  /** A request failed: the wish is dropped and the screen goes back to the server's state (`serverOn`). */
  onFailed?: (error: unknown, wish: boolean, serverOn: boolean) => void;
  /** A request went out (true) or the queue went idle (false), e.g. for aria-busy. */
  onBusyChange?: (busy: boolean) => void;
}

/** A queue of wishes for one toggle; see createToggleQueue. */
export interface ToggleQueue {
  /**
   * Records `on` as the user's wish and sends it unless a request is already on its way (then it
   * waits for that one to return). `sharedOn` is what the rest of the screen shows: while idle it
   * is the server's last word (a confirmation may have come from elsewhere, e.g. another tab), so
   * it is taken over then; mid-flight the queue's own record is newer and wins.
   */
  want: (on: boolean, sharedOn?: boolean) => void;
}

/**
 * A closure rather than a class: its state stays in local variables, which minify to single
 * letters, and the clap button (with this) is part of every first load's script budget.
 */
export function createToggleQueue<S>(initialOn: boolean, options: ToggleQueueOptions<S>): ToggleQueue {
  let serverOn = initialOn;
  let wish: boolean | null = null;
  let inFlight = false;

  const setBusy = (busy: boolean) => {
    if (inFlight === busy) return;
    inFlight = busy;
    options.onBusyChange?.(busy);
  };

  const drain = async () => {
    while (wish !== null && wish !== serverOn) {
      const wanted = wish;
      setBusy(true);
      let state: S;
      try {
        state = await options.send(wanted);
      } catch (error) {
        // Clicks made meanwhile go too: they were wishes on top of a state the server refused.
        wish = null;
        setBusy(false);
        options.onFailed?.(error, wanted, serverOn);
        return;
      }
      serverOn = options.isOn(state);
      options.onConfirmed?.(state, wish === serverOn);
    }
    // Either the server now agrees or the user clicked back to where it already was: nothing to send.
    wish = null;
    setBusy(false);
    options.onSettled?.(serverOn);
  };

  return {
    want(on, sharedOn = serverOn) {
      if (!inFlight && wish === null) serverOn = sharedOn;
      wish = on;
      if (!inFlight) void drain();
    },
  };
}
