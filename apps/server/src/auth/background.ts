export interface BackgroundLog {
  error(obj: object, msg: string): void;
}

/**
 * Work that must not hold up the answer (sending a reset mail): it starts once the current request
 * has been handled, so a known and an unknown address are answered alike, and a failure is logged
 * instead of reaching the browser.
 */
export function createBackgroundTasks(log: BackgroundLog) {
  return {
    run(what: string, job: () => Promise<void>): void {
      void new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => log.error({ err }, `${what} failed`));
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
