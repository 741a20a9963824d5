// The ordered list of migrations; add each new file here under its timestamped name.
import type { Migration } from "kysely/migration";
import * as usersSessions from "./20261122_0001_users_sessions";
import * as colony from "./20261122_0002_colony";
import * as battles from "./20261122_0003_battles";
import * as engineVersions from "./20261123_0004_engine_versions";
import * as awayStakes from "./20261123_0005_away_stakes";
import * as selfBattleRecords from "./20261123_0006_self_battle_records";
import * as accounts from "./20261124_0007_accounts";
import * as social from "./20261124_0008_social";
import * as arenaTickets from "./20261124_0009_arena_tickets";
import * as liveBattles from "./20261124_0010_live_battles";
import * as battleInvitations from "./20261124_0011_battle_invitations";
import * as antRecord from "./20261124_0012_ant_record";
import * as equipment from "./20261124_0013_equipment";
import * as training from "./20261124_0014_training";
import * as trainingGames from "./20261124_0015_training_games";
import * as arenaCombat from "./20261124_0016_arena_combat";
import * as itemRewards from "./20261124_0017_item_rewards";
import * as trustedDevices from "./20261127_0018_trusted_devices";
import * as liveNow from "./20261127_0019_live_now";
import * as fairDiceNotices from "./20261127_0020_fair_dice_notices";
import * as socialAchievements from "./20261127_0022_social_achievements";
import * as tournaments from "./20261127_0023_tournaments";
import * as notifications from "./20261127_0024_notifications";
import * as practiceBattles from "./20261128_0025_practice_battles";
import * as pushSubscriptions from "./20261128_0026_push_subscriptions";
import * as tournamentBattles from "./20261128_0027_tournament_battles";
import * as playerGuide from "./20261128_0028_player_guide";

export const migrations: Record<string, Migration> = {
  "20261122_0001_users_sessions": usersSessions,
  "20261122_0002_colony": colony,
  "20261122_0003_battles": battles,
  "20261123_0004_engine_versions": engineVersions,
  "20261123_0005_away_stakes": awayStakes,
  "20261123_0006_self_battle_records": selfBattleRecords,
  "20261124_0007_accounts": accounts,
  "20261124_0008_social": social,
  "20261124_0009_arena_tickets": arenaTickets,
  "20261124_0010_live_battles": liveBattles,
  "20261124_0011_battle_invitations": battleInvitations,
  "20261124_0012_ant_record": antRecord,
  "20261124_0013_equipment": equipment,
  "20261124_0014_training": training,
  "20261124_0015_training_games": trainingGames,
  "20261124_0016_arena_combat": arenaCombat,
  "20261124_0017_item_rewards": itemRewards,
  "20261127_0018_trusted_devices": trustedDevices,
  "20261127_0019_live_now": liveNow,
  "20261127_0020_fair_dice_notices": fairDiceNotices,
  "20261127_0022_social_achievements": socialAchievements,
  "20261127_0023_tournaments": tournaments,
  "20261127_0024_notifications": notifications,
  "20261128_0025_practice_battles": practiceBattles,
  "20261128_0026_push_subscriptions": pushSubscriptions,
  "20261128_0027_tournament_battles": tournamentBattles,
  "20261128_0028_player_guide": playerGuide,
};
