// The auth feature's entry for the profile's Account Settings tab: self-contained sections, each with `onNotice`.

export { PasswordSection } from "./components/account/PasswordSection";
export { SessionsList } from "./components/account/SessionsList";
export { SignInMethods } from "./components/account/SignInMethods";
export { UsernameEditor } from "./components/account/UsernameEditor";
