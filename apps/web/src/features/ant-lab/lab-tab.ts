// The props every Ant Laboratory tab takes from the page shell: the player, the selected ant, the colony, notices.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Notify } from "../../components/notice";

export interface LabTabProps {
  userId: string;
  /** The selected ant (the shell selects the first ant when none is). */
  ant: Ant;
  /** The whole colony, oldest first. */
  ants: Ant[];
  notify: Notify;
  /** Selects another ant of the colony (e.g. a parent clicked in the pedigree). */
  selectAnt(antId: string): void;
}
