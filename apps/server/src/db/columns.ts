// Column types shared by every domain's tables: timestamps, jsonb and bigint as Kysely sees them.
import type { ColumnType } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp column. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A jsonb column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** A bigint column: PGlite reads it as a number, pg as a string. */
export type BigIntColumn = ColumnType<number | string, number, number>;
