// Every HTTP route of the API in one list, each area's paths gathered (the server's drift test checks against it).
import { ANT_PATHS, CARE_PATHS } from "./ants";
import { ARENA_PATHS } from "./arena";
import { ARENA_COMBAT_PATHS } from "./arena-combat";
import { AUTH_PATHS } from "./auth";
import { BATTLE_PATHS } from "./battles";
import { EQUIPMENT_PATHS } from "./equipment";
import { GUIDE_PATHS } from "./guide";
import { HEALTH_PATHS } from "./health";
import { INVITATION_PATHS } from "./invitations";
import { BREEDING_PATHS } from "./lab-breeding";
import { MEDICAL_PATHS } from "./lab-medical";
import { RECORD_PATHS } from "./lab-record";
import { NOTIFICATION_PATHS } from "./notifications";
import { OPERATOR_PATHS } from "./operator";
import { PROFILE_PATHS } from "./profile";
import { PUSH_PATHS } from "./push";
import type { RoutePath } from "./route";
import { SOCIAL_PATHS } from "./social";
import { TEST_PATHS } from "./test-clock";
import { TOURNAMENT_HISTORY_PATHS } from "./tournament-history";
import { TOURNAMENT_PATHS } from "./tournaments";
import { TRAINING_PATHS } from "./training";
import { TRAINING_GAME_PATHS } from "./training-games";
import { USER_PATHS } from "./users";
import { WS_PATHS } from "./ws";

/** Test-only routes: registered only when the server runs with the test clock (`ANTBRAWL_TEST_CLOCK=1`). */
export const TEST_ONLY_PATHS: readonly RoutePath[] = Object.values(TEST_PATHS);

/** Every route the server registers and the web may call. */
export const ALL_PATHS: readonly RoutePath[] = [
  ANT_PATHS,
  CARE_PATHS,
  ARENA_PATHS,
  ARENA_COMBAT_PATHS,
  AUTH_PATHS,
  BATTLE_PATHS,
  EQUIPMENT_PATHS,
  GUIDE_PATHS,
  HEALTH_PATHS,
  INVITATION_PATHS,
  BREEDING_PATHS,
  MEDICAL_PATHS,
  RECORD_PATHS,
  NOTIFICATION_PATHS,
  OPERATOR_PATHS,
  PROFILE_PATHS,
  PUSH_PATHS,
  SOCIAL_PATHS,
  TEST_PATHS,
  TOURNAMENT_PATHS,
  TOURNAMENT_HISTORY_PATHS,
  TRAINING_PATHS,
  TRAINING_GAME_PATHS,
  USER_PATHS,
  WS_PATHS,
].flatMap((area): RoutePath[] => Object.values(area));
