// The whole database as Kysely sees it: one entry per table, each table typed in its domain's tables.ts.

import type { LiveBattlesTable, LiveSpectatorsTable } from "../arena/live/tables";
import type { ArenaTicketsTable } from "../arena/queue/tables";
import type { ArenaCombatsTable } from "../arena-combat/tables";
import type { OidcAttemptsTable, OidcIdentitiesTable, TrustedDevicesTable } from "../auth/tables";
import type { BattleParticipantsTable, BattlesTable } from "../battles/tables";
import type {
  AchievementProgressTable,
  AntEventsTable,
  AntsTable,
  ChatMessagesTable,
  GoodCareDaysTable,
  PlayerGuideMarksTable,
  UserAchievementsTable,
} from "../colony/tables";
import type { BreedingsTable } from "../lab/breeding/tables";
import type { PlayerEquipmentTable } from "../lab/equipment/tables";
import type { TreatmentsTable } from "../lab/medical/tables";
import type {
  AwayStakesTable,
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerTransactionsTable,
} from "../ledger/tables";
import type { PushSubscriptionsTable, PushVapidKeysTable } from "../notifications/push/tables";
import type { NotificationSweepsTable, NotificationsTable } from "../notifications/tables";
import type { BattleInvitationsTable } from "../social/invitations/tables";
import type { FriendshipsTable, UserPreferencesTable } from "../social/tables";
import type { TournamentEntriesTable, TournamentMatchesTable, TournamentsTable } from "../tournaments/tables";
import type { TrainingGamePlaysTable } from "../training/games/tables";
import type { AntScheduleDaysTable, AntSchedulesTable, CompletionNoticesTable } from "../training/tables";
import type { SessionsTable, UsersTable } from "../users/tables";

export interface Database {
  completion_notices: CompletionNoticesTable;
  users: UsersTable;
  sessions: SessionsTable;
  ants: AntsTable;
  chat_messages: ChatMessagesTable;
  ant_events: AntEventsTable;
  achievement_progress: AchievementProgressTable;
  user_achievements: UserAchievementsTable;
  good_care_days: GoodCareDaysTable;
  battles: BattlesTable;
  battle_participants: BattleParticipantsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_accounts: LedgerAccountsTable;
  away_stakes: AwayStakesTable;
  friendships: FriendshipsTable;
  user_preferences: UserPreferencesTable;
  notifications: NotificationsTable;
  player_guide_marks: PlayerGuideMarksTable;
  notification_sweeps: NotificationSweepsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  battle_invitations: BattleInvitationsTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_attempts: OidcAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  arena_tickets: ArenaTicketsTable;
  live_battles: LiveBattlesTable;
  live_spectators: LiveSpectatorsTable;
  player_equipment: PlayerEquipmentTable;
  breedings: BreedingsTable;
  treatments: TreatmentsTable;
  ant_schedules: AntSchedulesTable;
  ant_schedule_days: AntScheduleDaysTable;
  training_game_plays: TrainingGamePlaysTable;
  tournaments: TournamentsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_matches: TournamentMatchesTable;
  arena_combats: ArenaCombatsTable;
}
