// An error that carries its HTTP status and the player-readable detail.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** True when a database error is a unique-constraint violation (same code on PGlite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}
