// The auth feature's public entry: the only module other features and app/ may import from it.
import { lazy } from "react";

/** The sign-in result page, fetched only when /auth/callback is shown (it stays out of the landing page's bundle). */
export const AuthCallbackPage = lazy(() =>
  import("./components/AuthCallbackPage").then((module) => ({ default: module.AuthCallbackPage })),
);
export { WelcomePanel } from "./components/WelcomePanel";
export { useLogout } from "./hooks/use-logout";
export { useValidateStoredUser } from "./hooks/use-validate-stored-user";
