// Route paths of equipment: the catalog, the player's items, an ant's gear (shapes in ../equipment.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const EQUIPMENT_PATHS = {
  catalog: route("GET", SCOPES.equipment, "/catalog"),
  owned: route("GET", SCOPES.user, "/equipment"),
  purchase: route("POST", SCOPES.user, "/equipment/:equipmentId/purchase"),
  repair: route("POST", SCOPES.user, "/equipment/:equipmentId/repair"),
  antEquipment: route("GET", SCOPES.user, "/ants/:antId/equipment"),
  equip: route("POST", SCOPES.user, "/ants/:antId/equip/:equipmentId"),
  unequip: route("POST", SCOPES.user, "/ants/:antId/unequip/:equipmentId"),
} as const;
