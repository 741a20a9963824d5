// Plain calls for the page frame and the welcome panel, so a visitor's first load carries no RTK Query.
import { useCallback, useRef, useState } from "react";
import { reportCallAnswered, reportCallFailed } from "../network/online-status";

/** A failed call, shaped like RTK Query's errors so `errorText` and `errorStatus` read both. */
interface CallError {
  status: number | "FETCH_ERROR" | "PARSING_ERROR";
  data?: unknown;
  error?: string;
}

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  token?: string | null;
}

/** Calls `/api{path}` as the RTK Query base does (same-origin cookie, Bearer token); rejects with a `CallError`. */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    reportCallFailed(error);
    throw { status: "FETCH_ERROR", error: String(error) } satisfies CallError;
  }
  reportCallAnswered();
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw { status: "PARSING_ERROR", data: text } satisfies CallError;
  }
  if (!response.ok) throw { status: response.status, data } satisfies CallError;
  return data as T;
}

/** A call's state for a form: `run` resolves with the answer or rejects; `error` keeps the last failure. */
export function useCall<A, R>(
  call: (args: A) => Promise<R>,
): [run: (args: A) => Promise<R>, state: { isLoading: boolean; error: unknown }] {
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(call);
  latest.current = call;
  const run = useCallback(async (args: A) => {
    setLoading(true);
    setError(undefined);
    try {
      return await latest.current(args);
    } catch (failure) {
      setError(failure);
      throw failure;
    } finally {
      setLoading(false);
    }
  }, []);
  return [run, { isLoading, error }];
}
