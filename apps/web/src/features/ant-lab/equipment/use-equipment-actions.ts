// Buy, equip, unequip and repair as one hook: each call ends in a notice the player reads and dismisses (spec 001 §8).
import { EQUIPMENT_TEXTS } from "@antbrawl/rules/lab/equipment";
import type { Notify } from "../../../components/notice";
import { errorText } from "../../../lib/api/api-error";
import {
  useEquipItemMutation,
  usePurchaseEquipmentMutation,
  useRepairEquipmentMutation,
  useUnequipItemMutation,
} from "./equipment-api";

/** The spec's failure texts; the server's detail fills the blank, else the call's message. */
const FAILURE_TEXTS = {
  equip: (detail: string) => `Failed to equip item: ${detail}`,
  unequip: (detail: string) => `Failed to unequip item: ${detail}`,
  buy: (detail: string) => `Failed to buy item: ${detail}`,
  repair: (detail: string) => `Failed to repair item: ${detail}`,
} as const;

const UNKNOWN = "Unknown error";

/** The four equipment actions for one ant, and whether one of them is under way. */
export function useEquipmentActions(userId: string, antId: string, notify: Notify) {
  const [equip, equipState] = useEquipItemMutation();
  const [unequip, unequipState] = useUnequipItemMutation();
  const [purchase, purchaseState] = usePurchaseEquipmentMutation();
  const [repair, repairState] = useRepairEquipmentMutation();
  const busy = equipState.isLoading || unequipState.isLoading || purchaseState.isLoading || repairState.isLoading;

  const run = async (call: () => Promise<{ message: string }>, fail: (detail: string) => string, ok?: string) => {
    try {
      const answer = await call();
      notify({ kind: "success", text: ok ?? answer.message });
    } catch (error) {
      notify({ kind: "error", text: fail(errorText(error, UNKNOWN)) });
    }
  };

  return {
    busy,
    equip: (equipmentId: string) =>
      run(() => equip({ userId, antId, equipmentId }).unwrap(), FAILURE_TEXTS.equip, EQUIPMENT_TEXTS.equipped),
    unequip: (equipmentId: string) =>
      run(() => unequip({ userId, antId, equipmentId }).unwrap(), FAILURE_TEXTS.unequip),
    buy: (equipmentId: string) => run(() => purchase({ userId, equipmentId }).unwrap(), FAILURE_TEXTS.buy),
    repair: (equipmentId: string) => run(() => repair({ userId, equipmentId }).unwrap(), FAILURE_TEXTS.repair),
  };
}
