// Equipment calls: the catalog, the player's items, an ant's items, the balance, and buy, equip, unequip and repair.

import type { BalanceAnswer } from "@antbrawl/protocol/battles";
import type {
  AntEquipment,
  EquipAnswer,
  EquipmentCatalog,
  EquipmentPurchaseAnswer,
  PlayerEquipment,
} from "@antbrawl/protocol/equipment";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { EQUIPMENT_PATHS } from "@antbrawl/protocol/paths/equipment";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

/** The balance's tag, shared with the battle feature's balance query so either refreshes the other. */
const BALANCE_TAG = { type: "User", id: "balance" } as const;

interface AntItemArgs {
  userId: string;
  antId: string;
  equipmentId: string;
}

interface ItemArgs {
  userId: string;
  equipmentId: string;
}

const equipmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentCatalog: build.query<EquipmentCatalog, void>({
      query: () => apiPath(EQUIPMENT_PATHS.catalog),
    }),
    playerEquipment: build.query<PlayerEquipment, string>({
      query: (userId) => apiPath(EQUIPMENT_PATHS.owned, { userId }),
      providesTags: ["Equipment", "Battles"],
    }),
    antEquipment: build.query<AntEquipment, { userId: string; antId: string }>({
      query: ({ userId, antId }) => apiPath(EQUIPMENT_PATHS.antEquipment, { userId, antId }),
      providesTags: ["Equipment", "Battles"],
    }),
    labBalance: build.query<BalanceAnswer, string>({
      query: (userId) => apiPath(BATTLE_PATHS.balance, { userId }),
      providesTags: [BALANCE_TAG],
    }),
    purchaseEquipment: build.mutation<EquipmentPurchaseAnswer, ItemArgs>({
      query: ({ userId, equipmentId }) => ({
        url: apiPath(EQUIPMENT_PATHS.purchase, { userId, equipmentId }),
        method: "POST",
      }),
      invalidatesTags: ["Equipment", BALANCE_TAG],
    }),
    repairEquipment: build.mutation<EquipmentPurchaseAnswer, ItemArgs>({
      query: ({ userId, equipmentId }) => ({
        url: apiPath(EQUIPMENT_PATHS.repair, { userId, equipmentId }),
        method: "POST",
      }),
      invalidatesTags: ["Equipment", BALANCE_TAG],
    }),
    equipItem: build.mutation<EquipAnswer, AntItemArgs>({
      query: ({ userId, antId, equipmentId }) => ({
        url: apiPath(EQUIPMENT_PATHS.equip, { userId, antId, equipmentId }),
        method: "POST",
      }),
      invalidatesTags: ["Equipment", "Achievements"],
    }),
    unequipItem: build.mutation<EquipAnswer, AntItemArgs>({
      query: ({ userId, antId, equipmentId }) => ({
        url: apiPath(EQUIPMENT_PATHS.unequip, { userId, antId, equipmentId }),
        method: "POST",
      }),
      invalidatesTags: ["Equipment"],
    }),
  }),
});

export const {
  useEquipmentCatalogQuery,
  usePlayerEquipmentQuery,
  useAntEquipmentQuery,
  useLabBalanceQuery,
  usePurchaseEquipmentMutation,
  useRepairEquipmentMutation,
  useEquipItemMutation,
  useUnequipItemMutation,
} = equipmentApi;
