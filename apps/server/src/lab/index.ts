// The lab domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { breedingRoutes, userBreedingRoutes } from "./breeding/routes";
export { equipmentBonusesOf, equipmentBonusesOfAnts } from "./equipment/battle-wear";
export { equipmentCatalogRoutes, userEquipmentRoutes } from "./equipment/routes";
export { labEventHandlers } from "./events";
export { medicalRoutes } from "./medical/routes";
export { pedigreeRoutes } from "./record/routes";
