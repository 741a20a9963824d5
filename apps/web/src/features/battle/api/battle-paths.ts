// URL builders of the battle routes, so every endpoint encodes ids the same way.
const enc = encodeURIComponent;

export const userBattlesPath = (userId: string) => `/users/${enc(userId)}/battles`;
export const battlePath = (battleId: string) => `/battles/${enc(battleId)}`;
export const antBattlePath = (userId: string, antId: string) => `/users/${enc(userId)}/ants/${enc(antId)}/battle`;
export const balancePath = (userId: string) => `/users/${enc(userId)}/balance`;
