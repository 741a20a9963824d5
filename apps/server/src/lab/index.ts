// The lab domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { breedingRoutes, userBreedingRoutes } from "./breeding/routes";
export type { WearSide } from "./equipment/battle-wear";
export { equipmentBonusesOf, wearAndReward } from "./equipment/battle-wear";
export { notifyItemsWon } from "./equipment/notify-rewards";
export { equipmentCatalogRoutes, userEquipmentRoutes } from "./equipment/routes";
export { medicalRoutes } from "./medical/routes";
export { pedigreeRoutes } from "./record/routes";
