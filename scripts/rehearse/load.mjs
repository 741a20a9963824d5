// Rehearsal load: players sign up, make ants, play live arena battles through the proxy and reconnect; then a DB audit.
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { WebSocket } from "ws";

const env = process.env;
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);
const TARGET = new URL(env.TARGET ?? "http://127.0.0.1:3100");
const PLAYERS = int(env.PLAYERS, 60);
const [DURATION_MS, GRACE_MS] = [int(env.DURATION_S, 100) * 1000, int(env.STOP_GRACE_S, 60) * 1000];
const RANKED = 2 * Math.floor((PLAYERS * Number(env.RANKED_SHARE ?? 0.5)) / 2);
const wsTs = fs.readFileSync(new URL("../../packages/protocol/src/ws.ts", import.meta.url), "utf8");
const PROTOCOL_VERSION = Number(/PROTOCOL_VERSION = (\d+)/.exec(wsTs)?.[1]);
const TACTICS = ["press", "guard", "feint", "balanced"];
/** The care action and its amount parameter per need (exercise left out: it spends energy). */
const CARE = {
  food: "feed?food_amount",
  water: "water?water_amount",
  hygiene: "clean?hygiene_amount",
  rest: "rest?rest_hours",
};
const t0 = Date.now();
const now = () => Date.now();
const rand = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`[load +${((now() - t0) / 1000).toFixed(1)}s] ${text}`);
/** Every counter, by name; "http 200", "close 1006", "refused …", "error …" group in the report. */
const tally = new Map();
const bump = (key, by = 1) => tally.set(key, (tally.get(key) ?? 0) + by);
/** Reconnect times (close → authenticated again) in ms, by the close code. */
const reconnects = new Map();
/** battle id → what the clients saw: ended, and the longest silence once it fought. */
const battles = new Map();
/** Acknowledged writes: sign-ups and ants made (201), ants released (200, with their record then), care (200) per ant. */
const acked = { users: [], ants: new Map(), released: new Map(), care: new Map() };
const players = [];
let stopping = false;
/** The battles in play when the script killed (SIGUSR1) or drained (SIGUSR2) a node, or drained one in the rolling restart (SIGHUP, each node adds its). */
const inPlayAt = { kill: [], drain: [], rolling: [] };
const snapshot = (what) => () => {
  const now = [...battles].filter(([, rec]) => !rec.ended).map(([id]) => id);
  inPlayAt[what] = what === "rolling" ? [...new Set([...inPlayAt.rolling, ...now])] : now;
  log(`${what}: ${now.length} battles in play`);
};
process.on("SIGUSR1", snapshot("kill")).on("SIGUSR2", snapshot("drain")).on("SIGHUP", snapshot("rolling"));

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One HTTP call through the proxy from the player's own address; answers { status (0: no answer), body }. */
function request(p, method, path, body) {
  const headers = {
    ...(body && { "content-type": "application/json" }),
    ...(p.token && { authorization: `Bearer ${p.token}` }),
  };
  const options = { host: TARGET.hostname, port: TARGET.port, method, path, headers, localAddress: p.address };
  return new Promise((resolve) => {
    const req = http.request(options, (res) => {
      const chunks = [];
      res.setEncoding("utf8").on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: parse(chunks.join("")) }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, body: null, error: error.code ?? error.message }));
    req.end(body && JSON.stringify(body));
  }).then((res) => {
    bump(res.status ? `http ${res.status}` : `http net ${res.error}`);
    return res;
  });
}

/** A write retried a few times (`body(attempt)`: a fresh name each time); answers the body of its success or throws. */
async function write(p, ok, path, body) {
  for (let attempt = 1; ; attempt++) {
    const res = await request(p, "POST", path, body(attempt));
    if (res.status === ok) return res.body;
    if (attempt >= 5) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(1000);
  }
}

async function makeAnt(p) {
  const body = (n) => ({ name: `Rehearsal ${p.i}-${++p.made}-${n}`, appearance: { color: "#8B4513" } });
  p.ant = (await write(p, 201, `/api/users/${p.id}/ants`, body)).id;
  acked.ants.set(p.ant, p.id);
}

async function setUp(p) {
  const name = (n) => `rh${process.pid % 10000}_${p.i}_${n}`;
  const user = await write(p, 201, "/api/users", (n) => ({ username: name(n), email: `${name(n)}@rehearsal.local` }));
  Object.assign(p, { id: user.user.id, token: user.token });
  acked.users.push(p.id);
  await makeAnt(p);
}

/** An ant too hurt to queue is released and a fresh one made (a hurt ant needs hours; the run lasts minutes). */
async function replaceAnt(p) {
  p.state = "replacing";
  const path = `/api/users/${p.id}/ants/${p.ant}`;
  try {
    // Its record as the API reads it before the release (it is in no battle): the audit counts released ants too.
    const ant = (await request(p, "GET", path)).body;
    const record =
      ant?.battle_history && !ant.is_in_battle ? ant.battle_history.wins + ant.battle_history.losses : null;
    if ((await request(p, "DELETE", path)).status === 200) acked.released.set(p.ant, record);
    await makeAnt(p);
  } catch (error) {
    log(`player ${p.i}: ${error.message}`);
  }
  setIdle(p, rand(300, 1000));
}

function send(p, message) {
  if (p.ws?.readyState !== WebSocket.OPEN) return false;
  p.ws.send(JSON.stringify(message));
  return true;
}

function connect(p) {
  const ws = new WebSocket(`ws://${TARGET.host}/api/ws/${p.id}`, { localAddress: p.address, handshakeTimeout: 10_000 });
  const resume = p.lastSeq === undefined ? {} : { last_seq: p.lastSeq };
  p.ws = ws;
  ws.on("open", () => send(p, { type: "authenticate", token: p.token, protocol_version: PROTOCOL_VERSION, ...resume }));
  ws.on("message", (raw) => receive(p, JSON.parse(String(raw))));
  ws.on("error", () => undefined);
  ws.on("close", (code) => closed(p, code));
}

/** The web client's schedule (apps/web/src/lib/live/connection.ts): 1012 at once over 0.5 s, else 2 s × attempt. */
function closed(p, code) {
  p.online = false;
  if (p.stopped) return;
  bump(`close ${code}`);
  if (p.closedAt === undefined) Object.assign(p, { closedAt: now(), closeCode: code });
  p.attempt += 1;
  if (p.attempt === 4) bump("beyond 3 attempts");
  setTimeout(() => connect(p), code === 1012 && p.attempt === 1 ? rand(0, 500) : 2000 * Math.min(p.attempt, 3));
}

function receive(p, m) {
  if (typeof m.seq === "number") {
    if (p.lastSeq !== undefined && m.seq <= p.lastSeq) return;
    if (p.lastSeq !== undefined && m.seq > p.lastSeq + 1) bump("stream gaps");
    p.lastSeq = m.seq;
  }
  if (m.type === "authenticated") {
    if (p.lastSeq === undefined && typeof m.last_seq === "number") p.lastSeq = m.last_seq;
    Object.assign(p, { online: true, attempt: 0 });
    if (p.closedAt === undefined) return;
    reconnects.set(p.closeCode, [...(reconnects.get(p.closeCode) ?? []), now() - p.closedAt]);
    p.closedAt = undefined;
    // A search may have ended with the socket (the server releases a ticket whose player left): ask again soon.
    if (p.state === "queued" || p.state === "joining") setIdle(p, 1500);
  } else if (m.type === "resumed") {
    if (!m.complete) bump("incomplete resumes");
    p.lastSeq = m.last_seq;
  } else if (m.type === "queue_joined") Object.assign(p, { state: "queued", since: now() });
  else if (m.type === "queue_left" && (p.state === "queued" || p.state === "joining")) setIdle(p, rand(300, 1500));
  else if (m.battle?.id) onBattle(p, m.battle, m.type);
  else if (m.type === "error") onError(p, m.message ?? "");
}

const setIdle = (p, pauseMs, more) => Object.assign(p, { state: "idle", nextJoin: now() + pauseMs, ...more });

function onBattle(p, b, type) {
  if (!battles.has(b.id)) battles.set(b.id, { ended: false, last: 0, longest: 0 });
  const rec = battles.get(b.id);
  // The longest silence between two messages of a battle once it fights (to any of its players): a takeover's wait.
  if (!rec.ended && rec.last) rec.longest = Math.max(rec.longest, now() - rec.last);
  if (!rec.ended && (rec.last || b.phase === "fighting")) rec.last = now();
  if (type === "battle_ended" || b.phase === "finished" || b.status === "completed") {
    if (!rec.ended) bump("battle_ended seen");
    rec.ended = true;
    if (p.battle === b.id) setIdle(p, rand(500, 3000), { battle: null });
    return;
  }
  Object.assign(p, { battle: b.id, state: "battle", since: now() });
  const key = `${b.id}:${b.current_turn}`;
  if (b.phase !== "fighting" || p.chosen === key) return;
  p.chosen = key;
  const message = { type: "choose_tactic", battle_id: b.id, turn: b.current_turn, tactic: TACTICS[rand(0, 4)] };
  // A player thinks for a moment (the turn clock is 5 s; a turn resolves early once both chose).
  setTimeout(() => bump("tactics sent", send(p, message) ? 1 : 0), rand(200, 2500));
}

function onError(p, message) {
  if (p.state !== "joining") return bump(`error ${message.slice(0, 60)}`);
  bump(`refused ${message.slice(0, 60)}`);
  if (/already searching/i.test(message)) Object.assign(p, { state: "queued", since: now() });
  else if (/restarting/i.test(message)) setIdle(p, rand(300, 1000));
  else if (/in battle/i.test(message)) Object.assign(p, { state: "await", nextJoin: now() + 8000 });
  else if (/too low/i.test(message)) void replaceAnt(p);
  else setIdle(p, 2000);
}

function join(p) {
  const [match_type, stake_amount] = p.i < RANKED ? ["ranked", 0.1] : ["quick", 0];
  Object.assign(p, { state: "joining", since: now() });
  send(p, { type: "join_matchmaking", ant_id: p.ant, match_type, stake_amount });
}

/** Every 250 ms: idle players join, and a state nothing confirmed for too long starts over. */
function tick() {
  for (const p of players) {
    const waited = now() - p.since;
    if (!p.online || p.stopped) continue;
    if (p.state === "idle" && !stopping && now() >= p.nextJoin) join(p);
    else if (p.state === "joining" && waited > 10_000) setIdle(p, 0);
    else if (p.state === "queued" && waited > 30_000) setIdle(p, 0);
    else if (p.state === "await" && now() >= p.nextJoin) setIdle(p, 0);
    else if (p.state === "battle" && waited > 30_000) {
      bump("gave up");
      setIdle(p, 0, { battle: null });
    }
  }
}

/** Now and then a read of the ant, and a care action on its lowest need when that is not full. */
async function careLoop(p) {
  while (!stopping) {
    await sleep(rand(4000, 12_000));
    if (p.state === "replacing") continue;
    const [antId, path] = [p.ant, `/api/users/${p.id}/ants/${p.ant}`];
    const res = await request(p, "GET", path);
    const [need, value] = Object.keys(CARE)
      .map((name) => [name, res.body?.needs?.[name]?.current ?? 20])
      .sort((a, b) => a[1] - b[1])[0];
    if (stopping || res.status !== 200 || value > 19) continue;
    const posted = await request(p, "POST", `${path}/${CARE[need]}=1`);
    if (posted.status === 200) acked.care.set(antId, (acked.care.get(antId) ?? 0) + 1);
  }
}

async function stopAll() {
  stopping = true;
  for (const p of players) if (p.state === "queued" || p.state === "joining") send(p, { type: "leave_matchmaking" });
  const busy = (p) => p.state === "battle" || p.state === "replacing" || p.closedAt !== undefined;
  for (const deadline = now() + GRACE_MS; now() < deadline && players.some(busy); ) await sleep(250);
  if (players.some(busy)) log(`${players.filter(busy).length} players still busy after the grace`);
  for (const p of players) {
    p.stopped = true;
    p.ws?.close(1000, "Rehearsal over");
  }
}

/** Everything the database says about the run, in one statement ($1 users, $2 ants made, $3 care, $4 released). */
const AUDIT = `with
  b as (select b.id, b.status, b.stake_milli, lb.phase, lb.turn, lb.lease_owner,
          (select count(*) from ledger_transactions t where t.kind = 'settle' and t.ref = b.id)::int as settles
        from battles b left join live_battles lb on lb.battle_id = b.id
        where b.id in (select battle_id from battle_participants where user_id = any($1::text[]))),
  kept as (select a.id, a.wins + a.losses as record, a.is_in_battle,
             (select count(*) from ant_events e where e.ant_id = a.id and e.kind = 'care')::int as cared,
             (select count(*) from ant_events e where e.ant_id = a.id)::int as events
           from ants a where a.id = any($2::text[])),
  care as (select key as id, value::int as n from jsonb_each_text($3::jsonb)),
  released as (select key as id, value::int as record from jsonb_each_text($4::jsonb)),
  fought as (select p.ant_id as id, count(*)::int as n from battle_participants p join b on b.id = p.battle_id
             where b.status = 'completed' and p.ant_id = any($2::text[]) group by p.ant_id)
select (select count(*) from b)::int as battles,
  (select coalesce(json_agg(id), '[]') from b where status = 'completed') as done,
  (select count(*) from b where status = 'cancelled')::int as cancelled,
  (select coalesce(json_agg(b), '[]') from b where status in ('scheduled', 'in_progress')) as unfinished,
  (select count(*) from b where status = 'completed' and stake_milli > 0)::int as ranked,
  (select coalesce(sum(settles), 0) from b)::int as settles,
  (select count(*) from b where settles > 1)::int as twice,
  (select count(*) from b where status = 'completed' and stake_milli > 0 and settles <> 1)::int as unsettled,
  (select coalesce(sum(record), 0) from kept)::int
    + (select coalesce(sum(record), 0) from released where record is not null)::int as record,
  (select coalesce(sum(n), 0) from fought
    where id in (select id from kept union select id from released where record is not null))::int as fought,
  (select coalesce(sum(n), 0) from fought)::int as participations,
  (select count(*) from kept where is_in_battle)::int as stuck,
  cardinality($1::text[]) - (select count(*) from users where id = any($1::text[]))::int as lost_users,
  (select count(*) from unnest($2::text[]) a(id)
    where id not in (select id from released) and id not in (select id from kept))::int as lost_ants,
  (select count(*) from kept where id in (select id from released))::int as undeleted,
  (select coalesce(sum(greatest(0, care.n - kept.cared)), 0) from care join kept using (id)
    where kept.events < 49)::int as lost_care`;

async function audit() {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const values = [
    acked.users,
    [...acked.ants.keys()],
    ...[acked.care, acked.released].map((m) => Object.fromEntries(m)),
  ];
  const [a] = (await db.query(AUDIT, values)).rows;
  await db.end();
  // Ant events keep the newest 50 per ant (lost_care looks only below that). The API must list every ant kept.
  a.api_missing = 0;
  for (const p of players.filter((x) => x.id)) {
    const listed = (await request(p, "GET", `/api/users/${p.id}/ants`)).body?.map?.((ant) => ant.id) ?? [];
    const kept = [...acked.ants].filter(([id, owner]) => owner === p.id && !acked.released.has(id));
    a.api_missing += kept.filter(([id]) => !listed.includes(id)).length;
  }
  return a;
}

const pct = (v, q) => (v.length === 0 ? "-" : [...v].sort((x, y) => x - y)[Math.ceil(q * v.length) - 1]);
const spread = (v) => `${v.length}: ${pct(v, 0.5)} / ${pct(v, 0.95)} / ${pct(v, 1)}`;
const longest = (ids) => ids.map((id) => battles.get(id).longest);
const silence = (ids) => `${pct(longest(ids), 0.5)} / ${pct(longest(ids), 1)} ms`;
const group = (prefix) =>
  [...tally].flatMap(([k, v]) => (k.startsWith(prefix) ? [`${k.slice(prefix.length)}: ${v}`] : [])).join(", ") || "-";
const count = (key) => String(tally.get(key) ?? 0);

function report(a) {
  const through = (ids) => `${ids.length} / ${ids.filter((id) => a.done.includes(id)).length}; silence ${silence(ids)}`;
  const writes = [
    acked.users.length,
    acked.ants.size,
    acked.released.size,
    [...acked.care.values()].reduce((x, y) => x + y, 0),
  ];
  const lost = [a.lost_users, a.lost_ants, a.undeleted, a.lost_care, a.api_missing];
  const rows = [
    ["players (ranked / quick)", `${acked.users.length} (${RANKED} / ${PLAYERS - RANKED})`],
    ["battles started (seen by clients / in DB)", `${battles.size} / ${a.battles}`],
    ["battles finished (battle_ended seen / completed in DB)", `${count("battle_ended seen")} / ${a.done.length}`],
    ["battles never finished (DB, after the grace) / cancelled", `${a.unfinished.length} / ${a.cancelled}`],
    ["in play at the kill / completed; longest silence p50 / max", through(inPlayAt.kill)],
    ["in play at the drain / completed; longest silence p50 / max", through(inPlayAt.drain)],
    ["in play at a rolling drain / completed; longest silence p50 / max", through(inPlayAt.rolling)],
    ["every battle: longest silence p50 / max", silence([...battles.keys()])],
    [
      "ranked completed / settle rows / settled twice / unsettled",
      [a.ranked, a.settles, a.twice, a.unsettled].join(" / "),
    ],
    ["ants' wins+losses vs their completed battles (of all)", `${a.record} vs ${a.fought} (of ${a.participations})`],
    ["ants still marked in battle", String(a.stuck)],
    ["tactics sent", count("tactics sent")],
    ["HTTP answers by status", group("http ")],
    ["acked writes: sign-ups / ants made / released / care", writes.join(" / ")],
    ["acked writes lost: users / ants / releases / care / API", lost.join(" / ")],
    ["websocket closes by code", group("close ")],
    ["reconnects (close → authenticated) n: p50 / p95 / max ms", spread([...reconnects.values()].flat())],
    ...[...reconnects].map(([code, v]) => [`  after close ${code}`, spread(v)]),
    ["reconnects needing more than the web's 3 attempts", count("beyond 3 attempts")],
    ["stream gaps / incomplete resumes", `${count("stream gaps")} / ${count("incomplete resumes")}`],
    ["join refusals", group("refused ")],
    ["other websocket errors", group("error ")],
    ["battles a client gave up on (30 s without news)", count("gave up")],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\n| ${"what".padEnd(width)} | figure |\n| ${"-".repeat(width)} | --- |`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);
  for (const u of a.unfinished) console.log(`unfinished battle ${JSON.stringify(u)}`);
}

for (let i = 0; i < PLAYERS; i++) {
  // Each player talks from its own loopback address, as players behind a proxy come from many ("single": one).
  const address = env.CLIENT_ADDRESSES === "single" ? "127.0.0.1" : `127.0.${2 + Math.floor(i / 250)}.${2 + (i % 250)}`;
  players.push({ i, address, made: 0, state: "idle", nextJoin: 0, since: now(), attempt: 0 });
}
log(`${PLAYERS} players (${RANKED} ranked) for ${DURATION_MS / 1000} s against ${TARGET.origin}`);
const ready = players.map(async (p) => {
  await sleep(rand(0, 3000));
  await setUp(p).catch((error) => log(`player ${p.i} not set up: ${error.message}`));
  if (p.ant) connect(p);
  if (p.ant) void careLoop(p);
});
await Promise.all(ready);
log("every player is set up and connected");
const ticker = setInterval(tick, 250);
await sleep(Math.max(0, t0 + DURATION_MS - now()));
log("stopping: no new searches; battles in play are played out");
await stopAll();
clearInterval(ticker);
log("load stopped; auditing the database");
await sleep(1000);
const a = await audit();
report(a);
const lost = a.lost_users + a.lost_ants + a.undeleted + a.lost_care + a.api_missing;
const failed =
  a.unfinished.length + a.twice + a.unsettled + lost > 0 || a.record !== a.fought || acked.users.length < PLAYERS;
console.log(failed ? "\nREHEARSAL FAILED (see the table)" : "\nrehearsal passed: nothing lost, all settled once");
process.exit(failed ? 1 : 0);
