// A bus message's JSON text, made once and shared by every socket (and, on the memory bus, every node) it goes to.
const texts = new WeakMap<object, string>();
const buffers = new WeakMap<object, Buffer>();

/** The message as JSON: computed on first use, then the same string for every later send. */
export function wireText(message: object): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}

/** The message's JSON as UTF-8 bytes, encoded once: sockets given a buffer do not encode the text again each. */
export function wireBuffer(message: object): Buffer {
  let buffer = buffers.get(message);
  if (buffer === undefined) {
    buffer = Buffer.from(wireText(message));
    buffers.set(message, buffer);
  }
  return buffer;
}

/** Parses text that arrived over the wire and remembers it as the parsed value's JSON, so it is never re-serialised. */
export function parseWire(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  if (value !== null && typeof value === "object") texts.set(value, text);
  return value;
}
