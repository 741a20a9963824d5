// Equipment routes: the public catalog under /api/equipment, and a player's items and ants under /api/users/{userId}.

import { AntParams } from "@antbrawl/protocol/ants";
import {
  AntEquipment,
  AntEquipmentParams,
  EquipAnswer,
  EquipmentCatalog,
  EquipmentParams,
  EquipmentPurchaseAnswer,
  PlayerEquipment,
} from "@antbrawl/protocol/equipment";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { EQUIPMENT_PATHS } from "@antbrawl/protocol/paths/equipment";
import { UserIdParams } from "@antbrawl/protocol/users";
import { fromMilli } from "@antbrawl/rules/economy/money";
import { EQUIPMENT_TEXTS } from "@antbrawl/rules/lab/equipment";
import { EQUIPMENT_CATALOG } from "@antbrawl/rules/lab/equipment-catalog";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { antEquipment, equipItem, playerEquipment, purchaseEquipment, repairItem, unequipItem } from "./service";

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** GET /api/equipment/catalog: every item (no session needed). Register with the prefix /api/equipment. */
export const equipmentCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    EQUIPMENT_PATHS.catalog.path,
    { schema: { tags: ["equipment"], summary: "The equipment catalog", response: { 200: EquipmentCatalog } } },
    async () => [...EQUIPMENT_CATALOG],
  );
};

/** A player's equipment; register inside the owner-guarded /api/users/{userId} scope. */
export const userEquipmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    EQUIPMENT_PATHS.owned.path,
    { schema: { tags: ["equipment"], params: UserIdParams, response: { 200: PlayerEquipment } } },
    async (request) => playerEquipment(db, request.params.userId),
  );

  app.post(
    EQUIPMENT_PATHS.purchase.path,
    {
      schema: {
        tags: ["equipment"],
        summary: "Buy an item with the in-game balance (409 when owned already or the balance is short)",
        params: EquipmentParams,
        response: { 200: EquipmentPurchaseAnswer, ...errors },
      },
    },
    async (request) => {
      const { userId, equipmentId } = request.params;
      const done = await purchaseEquipment(db, userId, equipmentId, now());
      return { success: true, message: done.message, item: done.item, balance: fromMilli(done.balanceMilli) };
    },
  );

  app.post(
    EQUIPMENT_PATHS.repair.path,
    {
      schema: {
        tags: ["equipment"],
        summary: "Repair an owned item to 100% (409 when full or the balance is short)",
        params: EquipmentParams,
        response: { 200: EquipmentPurchaseAnswer, ...errors },
      },
    },
    async (request) => {
      const { userId, equipmentId } = request.params;
      const done = await repairItem(db, userId, equipmentId, now());
      return { success: true, message: done.message, item: done.item, balance: fromMilli(done.balanceMilli) };
    },
  );

  app.get(
    EQUIPMENT_PATHS.antEquipment.path,
    { schema: { tags: ["equipment"], params: AntParams, response: { 200: AntEquipment, 404: ErrorBody } } },
    async (request) => antEquipment(db, request.params.userId, request.params.antId),
  );

  app.post(
    EQUIPMENT_PATHS.equip.path,
    {
      schema: {
        tags: ["equipment"],
        summary: "Equip an owned item; the ant's item of the same type goes back to the inventory",
        params: AntEquipmentParams,
        response: { 200: EquipAnswer, ...errors },
      },
    },
    async (request) => {
      const { userId, antId, equipmentId } = request.params;
      const done = await equipItem(app.deps, userId, antId, equipmentId, now());
      return {
        success: true,
        message: EQUIPMENT_TEXTS.equipped,
        equipment: done.equipment,
        unequipped: done.unequipped,
      };
    },
  );

  app.post(
    EQUIPMENT_PATHS.unequip.path,
    {
      schema: {
        tags: ["equipment"],
        summary: "Take an item off an ant, back to the inventory",
        params: AntEquipmentParams,
        response: { 200: EquipAnswer, ...errors },
      },
    },
    async (request) => {
      const { userId, antId, equipmentId } = request.params;
      const done = await unequipItem(app.deps, userId, antId, equipmentId);
      return { success: true, message: done.message, equipment: done.equipment, unequipped: equipmentId };
    },
  );
};
