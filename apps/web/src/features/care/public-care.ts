// The care feature's light entry: the care call alone, for features that offer care in one click (arena readiness).
export { useCareForAntMutation } from "./api/care-ant";
