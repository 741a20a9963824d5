// Types of first-load.mjs for the tests that call it.

/** Each kept-out package the entry (apps/web/src/main.tsx by default) reaches by static value imports, with the chain. */
export function firstLoadProblems(entry?: string): Promise<string[]>;
