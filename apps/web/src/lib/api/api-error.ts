// Turns any failed call into the text a player sees: the server's detail, or the spec's default.

/** The server's `detail` when there is one, else the given default text. */
export function errorText(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } } | undefined)?.data;
  if (data && typeof data.detail === "string" && data.detail) return data.detail;
  return fallback;
}

/** The HTTP status of a failed RTK Query call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
}
