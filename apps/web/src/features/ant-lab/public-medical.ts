// The laboratory's light entry: the treatment call alone, for features that offer a treatment in one click.
export { useTreatMutation } from "./api/medical";
