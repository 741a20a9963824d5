#!/usr/bin/env bash
# Rehearses a deployment on one machine: three nodes behind HAProxy, a kill -9 and a drain under a live-battle load.
#
# Needs: node, haproxy (apt-get install -y haproxy), psql (postgresql-client), redis-cli (redis-tools), curl, and a
# PostgreSQL and a Redis it may use. Everything it makes (a database, a Redis db, processes, a temp folder of logs)
# is its own and is removed on exit, the logs excepted. Settings (environment, defaults in brackets):
#   ADMIN_DATABASE_URL [postgres://postgres@127.0.0.1:5432/test]  may CREATE and DROP DATABASE; no ?query part
#   REDIS_URL [redis://127.0.0.1:6379]  without a db number; REDIS_DB [the highest empty one, claimed]
#   PLAYERS [60]  DURATION_S [100]  KILL_AT_S [20]  DRAIN_AT_S [40]  STOP_GRACE_S [60]  RANKED_SHARE [0.5]
#   ROLLING_AT_S [55; 0 = none]  a rolling restart: each node in turn drained, restarted, back in HAProxy
#   KILL_NODE, DRAIN_NODE [busiest: the node driving the most live battles then; or 1..3]  KILL_DOWN_S [5]
#   PROXY_PORT [3100]  NODE_PORTS ["3101 3102 3103"]  CHECK_INTER_MS [1000]  CHECK_FALL [2]
#   DRAIN_WAIT_MS [check interval x fall + 1000]  CLIENT_ADDRESSES [spread; "single" = every player on 127.0.0.1]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ADMIN_DATABASE_URL=${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
REDIS_BASE=${REDIS_URL:-redis://127.0.0.1:6379}
REDIS_BASE=${REDIS_BASE%/}
PLAYERS=${PLAYERS:-60}
DURATION_S=${DURATION_S:-100}
ROLLING_AT_S=${ROLLING_AT_S:-55}
KILL_AT_S=${KILL_AT_S:-20}
DRAIN_AT_S=${DRAIN_AT_S:-40}
KILL_DOWN_S=${KILL_DOWN_S:-5}
PROXY_PORT=${PROXY_PORT:-3100}
read -r -a PORTS <<<"${NODE_PORTS:-3101 3102 3103}"
CHECK_INTER_MS=${CHECK_INTER_MS:-1000}
CHECK_FALL=${CHECK_FALL:-2}
DRAIN_WAIT_MS=${DRAIN_WAIT_MS:-$((CHECK_INTER_MS * CHECK_FALL + 1000))}

say() { printf '[rehearsal %s] %s\n' "$(date +%T)" "$*"; }
die() { say "error: $*" >&2; exit 2; }
need() { command -v "$1" >/dev/null || die "$1 is missing: $2"; }
need haproxy "apt-get install -y haproxy"
need psql "apt-get install -y postgresql-client"
need redis-cli "apt-get install -y redis-tools"
need curl "apt-get install -y curl"
need node "install Node (docs/deploy.md)"
((DRAIN_WAIT_MS > CHECK_INTER_MS * CHECK_FALL)) || die "DRAIN_WAIT_MS must exceed CHECK_INTER_MS x CHECK_FALL"
for port in "$PROXY_PORT" "${PORTS[@]}"; do
  ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || die "port $port is taken (set PROXY_PORT / NODE_PORTS)"
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/antbrawl-rehearsal.XXXXXX")
DB_NAME="antbrawl_rehearsal_$$_$(date +%s)"
METRICS_TOKEN=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
DATABASE_URL="${ADMIN_DATABASE_URL%/*}/$DB_NAME"
declare -a NODE_PID=()
HAPROXY_PID=""
LOAD_PID=""
REDIS_DB_CLAIMED=""
T0=$(date +%s%3N)
since() { echo "$(( ($(date +%s%3N) - T0) ))"; }
secs() { awk -v ms="$1" 'BEGIN { printf "%.1f", ms / 1000 }'; }
TIMELINE="$WORK/timeline.txt"
event() { echo "| $(secs "$(since)") s | $* |" >>"$TIMELINE"; say "$*"; }

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  [[ -n $LOAD_PID ]] && kill "$LOAD_PID" 2>/dev/null || true
  for pid in "${NODE_PID[@]}"; do [[ -n $pid ]] && kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${NODE_PID[@]}"; do
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  [[ -n $HAPROXY_PID ]] && kill "$HAPROXY_PID" 2>/dev/null || true
  psql "$ADMIN_DATABASE_URL" -qAtc "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" >/dev/null 2>&1 ||
    say "could not drop database $DB_NAME"
  [[ -n $REDIS_DB_CLAIMED ]] && redis-cli -u "$REDIS_BASE/$REDIS_DB_CLAIMED" FLUSHDB >/dev/null 2>&1 || true
  say "cleaned up (database $DB_NAME dropped, Redis db ${REDIS_DB_CLAIMED:-?} flushed); logs kept in $WORK"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. The server build (npm ci only when node_modules is stale; a build only when the server's sources changed).
say "checking the install and the server build…"
(cd "$ROOT" && node scripts/ensure-install.mjs &&
  node -e 'import("./scripts/lib.mjs").then((m) => m.ensureServerBuild())')

# 2. A fresh database, and a Redis db of our own: keys are per db (the key prefix `antbrawl:` is fixed in the code).
psql "$ADMIN_DATABASE_URL" -qAtc "CREATE DATABASE $DB_NAME" >/dev/null
say "database $DB_NAME created"
for n in ${REDIS_DB:-$(seq 15 -1 1)}; do
  if [[ $(redis-cli -u "$REDIS_BASE/$n" DBSIZE) == 0 ]] &&
    [[ $(redis-cli -u "$REDIS_BASE/$n" SET antbrawl-rehearsal:owner "$$" NX) == OK ]]; then
    REDIS_DB_CLAIMED=$n
    break
  fi
done
[[ -n $REDIS_DB_CLAIMED ]] || die "no empty Redis db to claim (set REDIS_DB)"
REDIS_URL="$REDIS_BASE/$REDIS_DB_CLAIMED"
say "Redis db $REDIS_DB_CLAIMED claimed ($REDIS_URL); pub/sub channels are shared across dbs"

start_node() { # $1: node number 1..3
  local n=$1 port=${PORTS[$(($1 - 1))]}
  mkdir -p "$WORK/data-n$n"
  (cd "$WORK" && exec env PORT="$port" HOST=127.0.0.1 DATA_DIR="$WORK/data-n$n" DATABASE_URL="$DATABASE_URL" \
    REDIS_URL="$REDIS_URL" METRICS_TOKEN="$METRICS_TOKEN" TRUST_PROXY=1 PUBLIC_ORIGIN="http://127.0.0.1:$PROXY_PORT" \
    DRAIN_WAIT_MS="$DRAIN_WAIT_MS" LOG_LEVEL=warn NODE_ENV=production node "$ROOT/apps/server/dist/server.mjs") \
    >>"$WORK/node$n.log" 2>&1 &
  NODE_PID[n]=$!
}
load_of() { # $1: port; what the node holds, from its /metrics
  curl -fsS -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$1/metrics" 2>/dev/null | awk '
    $1 == "antbrawl_live_battles_driven" { b = $2 } $1 == "antbrawl_websocket_connections" { s = $2 }
    END { printf "driving %d live battles, %d sockets open", b, s }'
}
wait_ready() { # $1: port, $2: seconds
  local deadline=$(($(date +%s) + $2))
  until curl -fsS "http://127.0.0.1:$1/api/ready" >/dev/null 2>&1; do
    (($(date +%s) < deadline)) || die "port $1 not ready after $2 s (see $WORK)"
    sleep 0.2
  done
}

# 3. Three nodes and HAProxy (docs/deploy.md's sketch, with forwardfor and redispatch: see docs/deploy-rehearsal.md).
for n in 1 2 3; do start_node "$n"; done
cat >"$WORK/haproxy.cfg" <<EOF
global
  log stderr format iso local0 notice
  maxconn 4096
defaults
  mode http
  log global
  option log-health-checks
  option forwardfor
  option redispatch
  retries 3
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
frontend game
  bind 127.0.0.1:$PROXY_PORT
  http-request del-header X-Forwarded-For
  default_backend nodes
backend nodes
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter ${CHECK_INTER_MS}ms fall $CHECK_FALL rise 2
  server n1 127.0.0.1:${PORTS[0]} check
  server n2 127.0.0.1:${PORTS[1]} check
  server n3 127.0.0.1:${PORTS[2]} check
EOF
haproxy -c -q -f "$WORK/haproxy.cfg" || die "haproxy refused $WORK/haproxy.cfg"
for port in "${PORTS[@]}"; do wait_ready "$port" 180; done
haproxy -db -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
HAPROXY_PID=$!
wait_ready "$PROXY_PORT" 30
sleep $(((CHECK_INTER_MS * 2 + 999) / 1000)) # every server passes `rise` checks
say "three nodes ready behind HAProxy on :$PROXY_PORT (logs: $WORK)"

# 4. The load, and meanwhile a kill -9 of node 1 and a drain of node 2, each restarted once gone (rolling).
echo "| at | event |" >"$TIMELINE"
echo "| --- | --- |" >>"$TIMELINE"
T0=$(date +%s%3N)
TARGET="http://127.0.0.1:$PROXY_PORT" PLAYERS="$PLAYERS" DURATION_S="$DURATION_S" DATABASE_URL="$DATABASE_URL" \
  node "$ROOT/scripts/rehearse/load.mjs" &
LOAD_PID=$!
event "load started: $PLAYERS players for $DURATION_S s"
at() { local wait_ms=$(($1 * 1000 - $(since))); ((wait_ms > 0)) && sleep "$(secs "$wait_ms")"; return 0; }
FAILED=0

busiest() { # the node (1..3, not $1) driving the most live battles now, by its /metrics
  local best=0 most=-1 n driven
  for n in 1 2 3; do
    [[ $n == "${1:-0}" ]] && continue
    driven=$(load_of "${PORTS[$((n - 1))]}" | awk '{ print $2 }')
    ((driven > most)) && { best=$n; most=$driven; }
  done
  echo "$best"
}

at "$KILL_AT_S"
K=${KILL_NODE:-busiest}
[[ $K == busiest ]] && K=$(busiest)
HELD=$(load_of "${PORTS[$((K - 1))]}")
kill -KILL "${NODE_PID[K]}"
kill -USR1 "$LOAD_PID" 2>/dev/null || true
wait "${NODE_PID[K]}" 2>/dev/null || true
event "node $K killed (kill -9), $HELD"
sleep "$KILL_DOWN_S"
start_node "$K"
wait_ready "${PORTS[$((K - 1))]}" 120
event "node $K restarted after $KILL_DOWN_S s down, ready"

at "$DRAIN_AT_S"
D=${DRAIN_NODE:-busiest}
[[ $D == busiest ]] && D=$(busiest "$K")
HELD=$(load_of "${PORTS[$((D - 1))]}")
DRAIN_START=$(date +%s%3N)
kill -TERM "${NODE_PID[D]}"
kill -USR2 "$LOAD_PID" 2>/dev/null || true
event "node $D sent SIGTERM (drain, DRAIN_WAIT_MS=$DRAIN_WAIT_MS), $HELD"
DRAIN_RC=0
wait "${NODE_PID[D]}" || DRAIN_RC=$?
event "node $D exited with code $DRAIN_RC after $(secs $(($(date +%s%3N) - DRAIN_START))) s"
((DRAIN_RC == 0)) || FAILED=1
start_node "$D"
wait_ready "${PORTS[$((D - 1))]}" 120
event "node $D restarted and ready"

if ((ROLLING_AT_S > 0)); then
  at "$ROLLING_AT_S"
  ROLL_START=$(date +%s%3N)
  event "rolling restart: each node in turn drained, restarted and back in HAProxy before the next"
  for n in 1 2 3; do
    HELD=$(load_of "${PORTS[$((n - 1))]}")
    kill -TERM "${NODE_PID[n]}"
    kill -HUP "$LOAD_PID" 2>/dev/null || true
    event "rolling: node $n sent SIGTERM, $HELD"
    RC=0
    wait "${NODE_PID[n]}" || RC=$?
    ((RC == 0)) || FAILED=1
    start_node "$n"
    wait_ready "${PORTS[$((n - 1))]}" 120
    sleep "$(secs $((CHECK_INTER_MS * 2 + 500)))" # HAProxy's `rise 2` checks pass before the next node goes
    event "rolling: node $n exited with code $RC, restarted and back"
  done
  event "rolling restart done in $(secs $(($(date +%s%3N) - ROLL_START))) s"
fi

LOAD_RC=0
wait "$LOAD_PID" || LOAD_RC=$?
LOAD_PID=""
event "load finished (exit $LOAD_RC); machine load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

# 5. The summary: the load's table (printed above), the timeline with HAProxy's view, and what the logs said.
grep -E '^[0-9-]+T[0-9:.]+\+[0-9:]+ Server nodes/n[0-9] is (UP|DOWN)' "$WORK/haproxy.log" | while read -r ts rest; do
  ms=$(date -d "$ts" +%s%3N)
  ((ms >= T0)) && echo "| $(secs $((ms - T0))) s | haproxy: $(grep -oE 'n[0-9] is (UP|DOWN)' <<<"$rest") |" || true
done >>"$TIMELINE"
echo
echo "Timeline (seconds since the load started):"
echo
head -2 "$TIMELINE"
tail -n +3 "$TIMELINE" | sort -t'|' -k2,2 -g
echo
echo "Node log lines at warn (40) and above, by message (all three nodes, every run of each):"
echo
cat "$WORK"/node?.log | node -e '
  const count = new Map();
  for (const line of require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean)) {
    let key;
    try { const d = JSON.parse(line); key = `${d.level} | ${d.msg ?? ""} | ${(d.err?.message ?? "").slice(0, 70)}`; }
    catch { key = `text | ${line.slice(0, 90)}`; }
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  console.log("| lines | level / message / error |\n| --- | --- |");
  for (const [key, n] of [...count].sort((a, b) => b[1] - a[1])) console.log(`| ${n} | ${key} |`);'
echo
if ((LOAD_RC != 0 || FAILED != 0)); then
  say "REHEARSAL FAILED (load exit $LOAD_RC, drain exit $DRAIN_RC); logs in $WORK"
  exit 1
fi
say "rehearsal passed; logs in $WORK"
