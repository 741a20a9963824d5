// Recognises database errors by their SQLSTATE code, the same on PGlite and PostgreSQL.

/** True when a database error is a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}
