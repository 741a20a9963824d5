// The auth feature's light entry for the page frame: session hooks and the Google button, without the pages.
export { GoogleButton } from "./components/GoogleButton";
export { useGuardedLogout } from "./hooks/use-guarded-logout";

export { useValidateStoredUser } from "./hooks/use-validate-stored-user";
