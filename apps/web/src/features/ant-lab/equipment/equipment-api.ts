// Equipment calls: the catalog, the player's items, an ant's items, the balance, and buy, equip, unequip and repair.
import type { BalanceAnswer } from "@antbrawl/protocol/battles";
import type {
  AntEquipment,
  EquipAnswer,
  EquipmentCatalog,
  EquipmentPurchaseAnswer,
  PlayerEquipment,
} from "@antbrawl/protocol/equipment";
import { api } from "../../../lib/api/base-api";

const enc = encodeURIComponent;
const userPath = (userId: string) => `/users/${enc(userId)}`;
/** The balance's tag, shared with the battle feature's balance query so either refreshes the other. */
const BALANCE_TAG = { type: "User", id: "balance" } as const;

export interface AntItemArgs {
  userId: string;
  antId: string;
  equipmentId: string;
}

export interface ItemArgs {
  userId: string;
  equipmentId: string;
}

export const equipmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    equipmentCatalog: build.query<EquipmentCatalog, void>({
      query: () => "/equipment/catalog",
    }),
    playerEquipment: build.query<PlayerEquipment, string>({
      query: (userId) => `${userPath(userId)}/equipment`,
      providesTags: ["Equipment", "Battles"],
    }),
    antEquipment: build.query<AntEquipment, { userId: string; antId: string }>({
      query: ({ userId, antId }) => `${userPath(userId)}/ants/${enc(antId)}/equipment`,
      providesTags: ["Equipment", "Battles"],
    }),
    labBalance: build.query<BalanceAnswer, string>({
      query: (userId) => `${userPath(userId)}/balance`,
      providesTags: [BALANCE_TAG],
    }),
    purchaseEquipment: build.mutation<EquipmentPurchaseAnswer, ItemArgs>({
      query: ({ userId, equipmentId }) => ({
        url: `${userPath(userId)}/equipment/${enc(equipmentId)}/purchase`,
        method: "POST",
      }),
      invalidatesTags: ["Equipment", BALANCE_TAG],
    }),
    repairEquipment: build.mutation<EquipmentPurchaseAnswer, ItemArgs>({
      query: ({ userId, equipmentId }) => ({
        url: `${userPath(userId)}/equipment/${enc(equipmentId)}/repair`,
        method: "POST",
      }),
      invalidatesTags: ["Equipment", BALANCE_TAG],
    }),
    equipItem: build.mutation<EquipAnswer, AntItemArgs>({
      query: ({ userId, antId, equipmentId }) => ({
        url: `${userPath(userId)}/ants/${enc(antId)}/equip/${enc(equipmentId)}`,
        method: "POST",
      }),
      invalidatesTags: ["Equipment", "Achievements"],
    }),
    unequipItem: build.mutation<EquipAnswer, AntItemArgs>({
      query: ({ userId, antId, equipmentId }) => ({
        url: `${userPath(userId)}/ants/${enc(antId)}/unequip/${enc(equipmentId)}`,
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
