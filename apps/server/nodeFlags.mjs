/**
 * The Node.js flags the server runs with: `npm start` (`scripts/start.mjs`), the server package's
 * `start` script (which spells them out; `test/nodeFlags.test.ts` keeps the two the same) and the
 * walk bench. They must be given on the command line: V8 sizes the heap before any code runs.
 *
 * `--max-semi-space-size=64` (MB; Node 20's default is 16): under load a request's objects live for
 * its whole latency (~200 ms for 200 walkers back to back), longer than a default young generation
 * lasts between collections, so every scavenge copied every request in flight (~13 ms each on the
 * request thread, ~9 % of its time). With room for ~4 times as much, most requests end before the
 * next scavenge: the request thread's scavenge time halved and the server's CPU per walk update
 * fell by about a quarter (walk bench, PostgreSQL, 200 walkers, alternating runs). The memory is
 * committed only as the young generation grows.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"]
