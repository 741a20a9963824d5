// A new ant's look: one of the six preset colours, solid pattern, size 1 (spec 000 §3, §7).
import { ANT_COLORS, type AntColorHex } from "../ant";

/** [G3] Colour used when a create request names none (Brown, the classic worker ant). */
export const DEFAULT_ANT_COLOR: AntColorHex = "#8B4513";
/** [G3] Pattern and size the client always sends. */
export const DEFAULT_ANT_PATTERN = "solid";
export const DEFAULT_ANT_SIZE = 1;

/** [G3] "Color must be one of #8B4513, #2F2F2F, #DC143C, #DAA520, #228B22, #4682B4". */
export const ANT_COLOR_MESSAGE = `Color must be one of ${ANT_COLORS.map((entry) => entry.hex).join(", ")}`;

/** [G3] The preset hex matching a colour case-insensitively (stored upper-case, as in the spec), or null. */
export function normalizeAntColor(raw: unknown): AntColorHex | null {
  if (typeof raw !== "string") return null;
  const upper = raw.trim().toUpperCase();
  return ANT_COLORS.find((entry) => entry.hex === upper)?.hex ?? null;
}

/** [G3] A create request's colour: absent gives Brown; otherwise one of the six presets, else ANT_COLOR_MESSAGE. */
export function validateAntColor(raw: unknown): { ok: true; color: AntColorHex } | { ok: false; detail: string } {
  if (raw === undefined || raw === null) return { ok: true, color: DEFAULT_ANT_COLOR };
  const color = normalizeAntColor(raw);
  return color ? { ok: true, color } : { ok: false, detail: ANT_COLOR_MESSAGE };
}
