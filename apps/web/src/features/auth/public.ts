// The auth feature's public entry: the only module other features and app/ may import from it.
import { createElement, lazy } from "react";

const LazyCallbackPage = lazy(() =>
  import("./components/AuthCallbackPage").then((module) => ({ default: module.AuthCallbackPage })),
);

/** The sign-in result page, fetched only when /auth/callback is shown (it stays out of the landing page's bundle). */
export function AuthCallbackPage() {
  return createElement(LazyCallbackPage);
}
export { WelcomePanel } from "./components/WelcomePanel";
export { useLogout } from "./hooks/use-logout";
export { useValidateStoredUser } from "./hooks/use-validate-stored-user";
