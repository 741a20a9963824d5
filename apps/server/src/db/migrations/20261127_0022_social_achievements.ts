// Social achievements (issue 26, item 4): friendships and challenges made before friend and challenge events reached
// the achievements service are counted once: friends_added keeps the most friends a player has (now: the current
// count), challenges_sent the invitations they sent, and the goals these reach are unlocked as of the migration.
import { type Kysely, sql } from "kysely";

const GOALS: [string, string, number][] = [
  ["first_friend", "friends_added", 1],
  ["social_butterfly", "friends_added", 5],
  ["friendly_rival", "challenges_sent", 1],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO achievement_progress (user_id, metric, value)
    SELECT player, 'friends_added', count(*) FROM (
      SELECT user_low AS player FROM friendships WHERE status = 'accepted'
      UNION ALL SELECT user_high AS player FROM friendships WHERE status = 'accepted'
    ) AS sides GROUP BY player
    ON CONFLICT (user_id, metric) DO UPDATE SET value = GREATEST(achievement_progress.value, excluded.value)
  `.execute(db);
  await sql`
    INSERT INTO achievement_progress (user_id, metric, value)
    SELECT inviter_id, 'challenges_sent', count(*) FROM battle_invitations GROUP BY inviter_id
    ON CONFLICT (user_id, metric) DO UPDATE SET value = GREATEST(achievement_progress.value, excluded.value)
  `.execute(db);
  for (const [id, metric, goal] of GOALS) {
    await sql`
      INSERT INTO user_achievements (user_id, achievement_id, unlocked_at)
      SELECT user_id, ${id}::text, now() FROM achievement_progress WHERE metric = ${metric} AND value >= ${goal}
      ON CONFLICT (user_id, achievement_id) DO NOTHING
    `.execute(db);
  }
}

export async function down(): Promise<void> {
  // Counts and unlocks stay: they are the players' progress, not schema.
}
