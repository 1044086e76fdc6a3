import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop lag, GC, handles, Node version) in
 * a registry of their own, made on first use and shared by every app in the process: they describe
 * the process, and each collection starts an event-loop monitor and a GC observer that nothing
 * stops, so several apps in one process (tests) must not start one each.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
