// A real OpenID Connect provider on loopback for tests: oauth2-mock-server 8, with per-test identities and tampering.
import { OAuth2Server } from "oauth2-mock-server";

export interface Identity {
  sub: string;
  email?: string;
  name?: string;
}

export interface LoopbackProvider {
  issuer: string;
  server: OAuth2Server;
  /** The identity the next id tokens carry. */
  identity: Identity;
  /** Changes every id token's payload until the returned function is called. */
  tamperIdToken(change: (payload: Record<string, unknown>) => void): () => void;
  stop(): Promise<void>;
}

/** Starts the provider on 127.0.0.1 on a free port, with one RS256 signing key. */
export async function startProvider(): Promise<LoopbackProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const provider: LoopbackProvider = {
    issuer: server.issuer.url ?? "",
    server,
    identity: { sub: "johndoe" },
    tamperIdToken(change) {
      const listener = (token: { payload: Record<string, unknown> }) => {
        if (token.payload.aud !== undefined) change(token.payload);
      };
      server.service.on("beforeTokenSigning", listener);
      return () => server.service.off("beforeTokenSigning", listener);
    },
    stop: () => server.stop(),
  };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud === undefined) return;
    Object.assign(token.payload, provider.identity);
  });
  return provider;
}
