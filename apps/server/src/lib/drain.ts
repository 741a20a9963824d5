// Whether this node drains: set on SIGTERM, read by readiness, the websocket upgrade and the arena queue's joins.
import { isDomainError, unavailable } from "./domain-error";

/** The text a refused join or connection answers while the node drains. */
const DRAINING_TEXT = "This server is restarting: reconnecting you to another one";

export class Drain {
  private on = false;
  private readonly listeners = new Set<() => void>();

  get draining(): boolean {
    return this.on;
  }

  /** Starts draining (once); listeners run at once, in registration order. */
  start(): void {
    if (this.on) return;
    this.on = true;
    for (const listener of this.listeners) listener();
  }

  /** Runs `listener` when draining starts. */
  onStart(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Throws 503 { detail } while draining. */
  refuseWhileDraining(): void {
    if (this.on) throw unavailable(DRAINING_TEXT);
  }
}

/** Whether an error is a draining node's refusal: expected during every deploy, so not a warning. */
export function isDrainRefusal(error: unknown): boolean {
  return isDomainError(error) && error.detail === DRAINING_TEXT;
}
