// Types of check-boundaries.mjs for the tests that call it.

/** Every boundary problem under the given source roots, one line (plus comment lines) each. */
export function checkBoundaries(roots?: string[]): Promise<string[]>;
/** The problems not listed in scripts/boundary-known.json, and the listed ones that no longer occur. */
export function withoutKnown(problems: string[]): string[];
/** The server domain or web feature a file belongs to, if any. */
export function unitOf(file: string): string | undefined;
