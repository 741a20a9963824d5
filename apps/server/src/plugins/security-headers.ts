// Helmet's security headers worked out once at start and set on every response (helmet would rebuild them per request).
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The app's helmet configuration: same-origin everything, inline styles, images from https and data URLs. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "https:"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "connect-src": ["'self'"],
      "upgrade-insecure-requests": null,
    },
  },
};

/** The headers helmet sets for the given options, computed by running its middleware once on a stand-in response. */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): {
  set: [string, string][];
  remove: string[];
} {
  const set: [string, string][] = [];
  const remove: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      remove.push(name);
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, remove };
}

/** Sets the precomputed security headers on every response, before any handler (handlers may still override one). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS): void {
  const { set, remove } = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of remove) raw.removeHeader(name);
    done();
  });
}
