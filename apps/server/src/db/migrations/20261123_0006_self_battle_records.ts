// Takes the wins and losses of finished self battles back out of the ants' records: self battles no longer count (B22).
import { type Kysely, sql } from "kysely";

/** Each ant's finished self battles: `won` of them won, `lost` lost. */
const SELF_RECORDS = sql`
  select p.ant_id,
         count(*) filter (where b.winner_ant_id = p.ant_id)::int as won,
         count(*) filter (where b.winner_ant_id is distinct from p.ant_id)::int as lost
    from battle_participants p
    join battles b on b.id = p.battle_id
   where b.battle_type = 'self' and b.status = 'completed'
   group by p.ant_id`;

/** Wins and losses without self battles (never below 0); win streaks and ratings are left as they are. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update ants set wins = greatest(0, ants.wins - s.won), losses = greatest(0, ants.losses - s.lost)
      from (${SELF_RECORDS}) s
     where ants.id = s.ant_id`.execute(db);
}

/** Counts the self battles in again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update ants set wins = ants.wins + s.won, losses = ants.losses + s.lost
      from (${SELF_RECORDS}) s
     where ants.id = s.ant_id`.execute(db);
}
