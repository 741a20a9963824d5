// The OpenID Connect client (openid-client 6): discovery once per process, retried after a failure.
import * as client from "openid-client";
import type { OidcConfig } from "../config";

/** Discovers the issuer lazily and keeps the configuration; a failed discovery is tried again on the next call. */
export class OidcDiscovery {
  private pending: Promise<client.Configuration> | undefined;

  constructor(readonly settings: OidcConfig) {}

  get(): Promise<client.Configuration> {
    this.pending ??= this.discover().catch((error: unknown) => {
      this.pending = undefined;
      throw error;
    });
    return this.pending;
  }

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, allowInsecure } = this.settings;
    return client.discovery(
      new URL(issuer),
      clientId,
      clientSecret ? { client_secret: clientSecret } : undefined,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      { execute: allowInsecure ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
  }
}

export const randomState = client.randomState;
export const randomNonce = client.randomNonce;
export const randomPKCECodeVerifier = client.randomPKCECodeVerifier;
export const calculatePKCECodeChallenge = client.calculatePKCECodeChallenge;
export const buildAuthorizationUrl = client.buildAuthorizationUrl;
export const authorizationCodeGrant = client.authorizationCodeGrant;
