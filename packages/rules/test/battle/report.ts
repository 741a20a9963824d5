// Prints figures from tests (the rules tsconfig has no console typing, so it is reached through globalThis).

const out = (globalThis as unknown as { console: { log: (...parts: unknown[]) => void } }).console;

/** Logs a line so a test's figures can be quoted. */
export function report(...parts: unknown[]): void {
  out.log(...parts);
}
