// Validation: strict bodies, coerced query and path values, no control characters anywhere text or ids arrive, and
// compiled validators and serializers shared by every app in the process.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import fastJson, { type Schema } from "fast-json-stringify";
import type { FastifyInstance } from "fastify";
import { invalid } from "../lib/domain-error";
import { SESSION_COOKIE } from "./auth";

/**
 * The two validators, made once per process: Ajv keeps what it compiled by schema object, and routes declare their
 * schemas once at module level, so a second app in the same process (every API test builds one) compiles nothing.
 */
let validators: { strict: Ajv; coercing: Ajv } | undefined;

/** The same for response serializers (fast-json-stringify, as Fastify's default compiler calls it). */
const serializers = new WeakMap<object, (data: unknown) => string>();

/** Installs the two validators and the serializer compiler on the app. */
export function installValidation(app: FastifyInstance): void {
  validators ??= {
    strict: addFormats(new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, strict: false })),
    coercing: addFormats(new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, strict: false })),
  };
  const { strict, coercing } = validators;
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? strict : coercing).compile(schema));
  app.setSerializerCompiler(({ schema }) => {
    let serialize = serializers.get(schema);
    if (!serialize) {
      serialize = fastJson(schema as Schema);
      serializers.set(schema, serialize);
    }
    return serialize;
  });
}

const isControl = (code: number) => code < 0x20 || code === 0x7f;
const TEXT_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** Every C0 control character and DEL: never valid in an id, a path, a query value or a cookie. */
const ANY_CONTROL = charTest((code) => isControl(code));
/** In bodies, tab and line breaks are text (chat); every other control character is refused. */
const BODY_CONTROL = charTest((code) => isControl(code) && !TEXT_BREAKS.has(code));

function charTest(refused: (code: number) => boolean): { test(text: string): boolean } {
  return {
    test(text) {
      for (let i = 0; i < text.length; i++) if (refused(text.charCodeAt(i))) return true;
      return false;
    },
  };
}
const MAX_DEPTH = 8;

/** The dotted name of the first string (value or key) in `value` that matches `pattern`, if any. */
function fieldWithControl(
  value: unknown,
  pattern: { test(text: string): boolean },
  name = "",
  depth = 0,
): string | undefined {
  if (typeof value === "string") return pattern.test(value) ? name || "value" : undefined;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = name ? `${name}.${key}` : key;
    if (pattern.test(key)) return field;
    const found = fieldWithControl(inner, pattern, field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function refuse(part: string, field: string): Error {
  return invalid(`Invalid ${part}: ${field} must not contain control characters`);
}

/**
 * Refuses control characters with 400 { detail } naming the field: path parameters, query values, the session
 * cookie and the Authorization header before any route guard runs (onRequest), bodies before validation.
 * Register after the cookie plugin.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const param = fieldWithControl(request.params, ANY_CONTROL);
    if (param) throw refuse("path", param);
    const query = fieldWithControl(request.query, ANY_CONTROL);
    if (query) throw refuse("querystring", query);
    const session = request.cookies?.[SESSION_COOKIE];
    if (session && ANY_CONTROL.test(session)) throw refuse("cookie", SESSION_COOKIE);
    if (fieldWithControl(request.headers.authorization, ANY_CONTROL)) throw refuse("header", "authorization");
  });
  app.addHook("preValidation", async (request) => {
    const field = fieldWithControl(request.body, BODY_CONTROL);
    if (field) throw refuse("body", field);
  });
}
