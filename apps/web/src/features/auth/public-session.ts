// The auth feature's light entry for the page frame: session hooks without the welcome and callback pages.
export { useLogout } from "./hooks/use-logout";
export { useValidateStoredUser } from "./hooks/use-validate-stored-user";
