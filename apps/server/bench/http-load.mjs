// The bench's load generator in its own process, so the server's thread does only server work (as in production,
// where clients are elsewhere). Reads one job as JSON on stdin, prints its figures as JSON on stdout.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send({ base, method, path, token, body, ok }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (!(ok ?? [200, 201]).includes(status)) reject(new Error(`${method} ${path}: ${status}`));
          else resolve(status);
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

function figures(samples, seconds) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { perSecond: samples.length / seconds, p50: at(0.5), p99: at(0.99), count: samples.length };
}

/** A closed loop: `concurrency` requests in flight until every request of the list has answered. */
async function closedLoop({ base, concurrency, requests }) {
  const samples = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const t0 = performance.now();
      await send({ base, ...r });
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return figures(samples, (performance.now() - started) / 1000);
}

/** An open scenario: each player sends its next request 0.5–1.5 s after the last answer, for `seconds`. */
async function players({ base, seconds, players: list }) {
  const samples = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    list.map(async (p, index) => {
      let n = index;
      while (performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
        n += 1;
        const r = p.cycle[n % p.cycle.length];
        const t0 = performance.now();
        await send({ base, ...r });
        samples.push(performance.now() - t0);
      }
    }),
  );
  return figures(samples, seconds);
}

let input = "";
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input);
const result = job.kind === "players" ? await players(job) : await closedLoop(job);
agent.destroy();
process.stdout.write(JSON.stringify(result));
