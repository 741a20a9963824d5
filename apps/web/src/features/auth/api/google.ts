// Where the browser goes to sign in with Google (or to link it, with `?purpose=link`).
export const GOOGLE_START = "/api/auth/oidc/start";
