// Where the browser goes to sign in with Google (or to link it, with `?purpose=link`).
import { AUTH_PATHS } from "@antbrawl/protocol/paths/auth";
import { fullPath } from "@antbrawl/protocol/paths/route";
export const GOOGLE_START = fullPath(AUTH_PATHS.oidcStart);
