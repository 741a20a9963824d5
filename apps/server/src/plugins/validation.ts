// Validation compilers: bodies are checked strictly (no type coercion); query and path values are coerced from text.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

/** Installs the two validators on the app. */
export function installValidation(app: FastifyInstance): void {
  const strict = addFormats(new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, strict: false }));
  const coercing = addFormats(
    new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, strict: false }),
  );
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? strict : coercing).compile(schema));
}
