// The dashboard feature's light entry for the store: its view slice, without components.
export { viewSlice } from "./view-slice";
