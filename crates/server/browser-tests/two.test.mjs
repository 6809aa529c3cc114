// Two people in two browser contexts: one creates a game from the lobby, the other
// joins with its code; illegal and malformed actions are refused with typed errors and
// the game goes on; a reload takes the seat back; both see the same result at the end.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, state, waitState, move } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/** Sends a raw message from the page's socket and waits for the next error it gets. */
async function refusal(page, msg) {
  const before = await page.evaluate(() => window.mw.errors.length);
  await page.evaluate((m) => window.mw.send(m), msg);
  await page.waitForFunction((n) => window.mw.errors.length > n, before);
  return page.evaluate(() => window.mw.errors[window.mw.errors.length - 1]);
}

test("two browser contexts play a game to the same result", { timeout: 300000 }, async () => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await alice.goto(server.url);
  await alice.getByRole("button", { name: "New game for people" }).click();
  const waiting = await waitState(alice, (s) => s.waiting);
  assert.equal(waiting.seat, 0);
  const code = await alice.evaluate(() => window.mw.joined.code);
  assert.match(code, /^[A-Z0-9]{6}$/);

  await bob.goto(`${server.url}/?join=${code}`);
  const b0 = await waitState(bob, (s) => !s.waiting);
  assert.equal(b0.seat, 1);
  await waitState(alice, (s) => !s.waiting);

  // Bob's view holds his own hand only; Alice's hand is a count.
  assert.equal(b0.players[0].hand, null);
  assert.equal(b0.players[1].hand.length, 7);

  // A third client can't take a seat, and can watch.
  const carol = await (await browser.newContext()).newPage();
  await carol.goto(server.url);
  await carol.waitForFunction(() => window.mw.hello);
  assert.equal((await refusal(carol, { t: "join", code })).kind, "seat_taken");
  assert.equal((await refusal(carol, { t: "answer", seq: 0, answer: "Keep" })).kind, "not_seated");

  // One of them decides first (the mulligan); the other answering now is refused by
  // the engine.
  const a0 = await waitState(alice, (s) => s.decider !== null);
  const [first, second] = a0.decider === 0 ? [alice, bob] : [bob, alice];
  const wrongTurn = await refusal(second, { t: "answer", seq: a0.seq, answer: "Keep" });
  assert.equal(wrongTurn.kind, "not_your_decision");
  await second.getByTestId("error").waitFor();
  // An answer that isn't legal (casting an object that doesn't exist).
  const illegal = await refusal(first, { t: "answer", seq: a0.seq, answer: { Cast: { slot: 4000, generation: 9 } } });
  assert.equal(illegal.kind, "illegal_answer");
  assert.match(await first.getByTestId("error").textContent(), /illegal answer/);
  // An answer for a decision already gone, a malformed message, and not JSON at all.
  assert.equal((await refusal(first, { t: "answer", seq: a0.seq + 5, answer: "Keep" })).kind, "stale");
  assert.equal((await refusal(first, { t: "answer", seq: a0.seq, answer: { Cast: "nonsense" } })).kind, "bad_message");
  assert.equal((await refusal(first, "{not json")).kind, "bad_message");
  // Nothing changed, and the game goes on.
  assert.equal((await state(first)).seq, a0.seq);
  assert.equal(await move(first), "keep");

  // Play a while, then Alice reloads the page and takes her seat back.
  for (let i = 0; i < 40; i++) if (!(await move(alice)) && !(await move(bob))) await alice.waitForTimeout(20);
  const before = await state(alice);
  await alice.reload();
  const back = await waitState(alice, (s) => s.seq >= before.seq);
  assert.equal(back.seat, 0);
  assert.equal(await alice.evaluate(() => window.mw.joined.code), code);
  assert.equal(back.players[0].hand.length, before.players[0].hand.length);

  // Carol watches: both battlefields, no hands.
  await carol.goto(`${server.url}/?watch=${code}`);
  const seen = await waitState(carol, (s) => s.seat === null);
  assert.ok(seen.players.every((p) => p.hand === null));

  // Play on until the game ends, each person clicking when it's their decision.
  for (let i = 0; i < 6000; i++) {
    const [sa, sb] = [await state(alice), await state(bob)];
    if (sa.result && sb.result) break;
    if (!(await move(alice)) && !(await move(bob))) await alice.waitForTimeout(20);
  }
  const [ra, rb] = [await waitState(alice, (s) => s.result), await waitState(bob, (s) => s.result)];
  assert.equal(ra.result, rb.result);
  assert.equal(ra.winner, rb.winner);
  assert.equal(await alice.getByTestId("result").isVisible(), true);
  const [ta, tb] = [await alice.getByTestId("result").textContent(), await bob.getByTestId("result").textContent()];
  assert.equal(ta.replace(/ \(you (win|lose)\)/, ""), tb.replace(/ \(you (win|lose)\)/, ""));
  // The spectator sees the same ending.
  assert.equal((await waitState(carol, (s) => s.result)).result, ra.result);
});

test("a person concedes and both see the result", { timeout: 60000 }, async () => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await alice.goto(server.url);
  await alice.getByRole("button", { name: "New game for people" }).click();
  await waitState(alice, (s) => s.waiting);
  const code = await alice.evaluate(() => window.mw.joined.code);
  await bob.goto(`${server.url}/?join=${code}`);
  await waitState(bob, (s) => !s.waiting);
  bob.once("dialog", (d) => d.accept());
  await bob.getByTestId("concede").click();
  const [ra, rb] = [await waitState(alice, (s) => s.result), await waitState(bob, (s) => s.result)];
  assert.equal(ra.result, "p1 wins");
  assert.equal(rb.result, "p1 wins");
  assert.match(await bob.getByTestId("result").textContent(), /you lose/);
  assert.equal((await refusal(alice, { t: "concede" })).kind, "cannot_concede");
});
