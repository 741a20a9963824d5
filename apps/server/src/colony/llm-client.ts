// Asks an OpenAI-compatible /chat/completions endpoint for an ant's reply, with a hard timeout and no throwing.
import { cleanModelReply, type PromptMessage } from "@antbrawl/rules/chat/prompt";

/** Where the model lives and how long to wait for it. */
export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The model's cleaned reply, or why there is none (the caller falls back to the built-in engine). */
export type ModelAnswer = { ok: true; text: string } | { ok: false; reason: string };

/** Longest reply asked of the model, in tokens. */
const MODEL_MAX_TOKENS = 120;
/** Sampling temperature: lively but on topic. */
const MODEL_TEMPERATURE = 0.8;

function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

/**
 * POSTs the messages to `{baseUrl}/chat/completions` and returns the first choice's text, cleaned. Any failure —
 * timeout (AbortController), network error, non-2xx status, unexpected body or empty text — is reported, never thrown.
 */
export async function askModel(settings: ModelSettings, messages: PromptMessage[]): Promise<ModelAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetch(completionsUrl(settings.baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        max_tokens: MODEL_MAX_TOKENS,
        temperature: MODEL_TEMPERATURE,
      }),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: `model answered HTTP ${response.status}` };
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = cleanModelReply(body?.choices?.[0]?.message?.content);
    return text === null ? { ok: false, reason: "model sent no text" } : { ok: true, text };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `model timed out after ${settings.timeoutMs} ms` };
    return { ok: false, reason: `model request failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
