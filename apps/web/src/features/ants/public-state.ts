// The ants feature's light entry for the store: its slice and actions, without components.
export { antsSlice } from "./ants-slice";
