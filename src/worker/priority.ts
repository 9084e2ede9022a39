/**
 * AI searches are background work: a worker lowers its own scheduling
 * priority, so on a machine with few cores the window, the services and the
 * rest of the system run first and the interface stays responsive while every
 * worker searches flat out. Where lowering is not allowed, the worker simply
 * runs at normal priority.
 */
import { constants, setPriority } from 'node:os';

export function lowerOwnPriority(): void {
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not permitted here (some sandboxes): normal priority still works, only less politely.
  }
}
