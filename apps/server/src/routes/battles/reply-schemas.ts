// Protocol reply schemas retyped for the route type provider, which reads the protocol's literal unions as never.
import { Battle, BattleAnswer, BattleList, BattleRequestAnswer } from "@antbrawl/protocol/battles";
import { Type } from "@sinclair/typebox";

// @fastify/type-provider-typebox 6 types routes with TypeBox 1, which resolves the protocol's (TypeBox 0.34) unions
// of literals to never. The JSON schemas are unchanged; handlers return the protocol's own Static types.
export const BattleReply = Type.Unsafe<Battle>(Battle);
export const BattleAnswerReply = Type.Unsafe<BattleAnswer>(BattleAnswer);
export const BattleListReply = Type.Unsafe<BattleList>(BattleList);
export const BattleRequestAnswerReply = Type.Unsafe<BattleRequestAnswer>(BattleRequestAnswer);
