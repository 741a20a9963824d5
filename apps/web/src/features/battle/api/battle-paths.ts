// URL builders of the battle routes, from the protocol's paths.
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { apiPath } from "@antbrawl/protocol/paths/route";

export const userBattlesPath = (userId: string) => apiPath(BATTLE_PATHS.history, { userId });
export const battleRequestPath = (userId: string) => apiPath(BATTLE_PATHS.request, { userId });
export const battlePath = (battleId: string) => apiPath(BATTLE_PATHS.detail, { battleId });
export const battleProofPath = (battleId: string) => apiPath(BATTLE_PATHS.proof, { battleId });
export const battleStartPath = (battleId: string) => apiPath(BATTLE_PATHS.start, { battleId });
export const antBattlePath = (userId: string, antId: string) => apiPath(BATTLE_PATHS.cancel, { userId, antId });
export const balancePath = (userId: string) => apiPath(BATTLE_PATHS.balance, { userId });
