// The auth feature's public entry: the only module other features and app/ may import from it.
export { AuthCallbackPage } from "./components/AuthCallbackPage";
export { WelcomePanel } from "./components/WelcomePanel";
export { useLogout } from "./hooks/use-logout";
export { useValidateStoredUser } from "./hooks/use-validate-stored-user";
