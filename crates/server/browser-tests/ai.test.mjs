// A person against the AI: /?play=ai opens straight into a game; the person keeps,
// plays a land and casts a creature by clicking cards in hand, attacks by clicking the
// creature, and plays on until the game is over.
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

const mine = (s) => s.players.find((p) => p.seat === s.seat);
const onBattlefield = (s, name) => mine(s).battlefield.some((c) => c.name === name);

test("play against the AI from /?play=ai to the end of the game", { timeout: 240000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`${server.url}/?play=ai&seed=7`);
  let s = await waitState(page, (s) => s.decider === s.seat);
  assert.equal(s.seat, 0);
  assert.match(await page.getByTestId("code").textContent(), /vs ai: /);
  assert.equal(s.question, "keep this hand or mulligan? (0 taken)");
  assert.equal(await move(page), "keep");

  let landPlayed = null, creatureCast = null, attacked = false, shot = false;
  for (let i = 0; i < 4000; i++) {
    s = await waitState(page, (s) => s.result !== null || s.decider === s.seat);
    if (s.result) break;
    const did = await move(page, { drag: !attacked });
    const after = await state(page);
    if (!landPlayed && did && did.startsWith("play ")) {
      landPlayed = did.slice(5);
      assert.ok(onBattlefield(after, landPlayed), `${landPlayed} is on the battlefield after playing it`);
      await page.locator(`[data-testid="battlefield-p1"] .card[data-name="${landPlayed}"]`).first().waitFor();
    }
    if (!creatureCast && did && did.startsWith("cast ")) {
      const name = did.slice(5);
      const f = await page.evaluate((n) => window.mw.cards[n], name);
      if (f.type_line.includes("Creature")) creatureCast = name;
    }
    if (!attacked && did && did.startsWith("attack ")) {
      attacked = true;
      const attacker = did.replace(/^attack p\d with /, "");
      await page.locator(`[data-testid="battlefield-p1"] .card.attacking[data-name="${attacker}"]`).first().waitFor();
    }
    if (attacked && !shot && process.env.MW_SCREENSHOT && after.turn >= 5 && after.step.startsWith("main") && after.stack.length === 0 && after.decider === after.seat) {
      shot = true;
      await page.screenshot({ path: process.env.MW_SCREENSHOT });
    }
  }
  assert.ok(landPlayed, "a land was played");
  assert.ok(creatureCast, "a creature was cast");
  assert.ok(attacked, "a creature attacked");
  s = await state(page);
  assert.ok(s.result, "the game finished");
  assert.match(await page.getByTestId("result").textContent(), /^Game over: (p[12] wins|the game is a draw)/);
  // The creature cast resolved at some point: the log says so.
  assert.ok(s.log.length > 0);
  assert.deepEqual(pageErrors, []);
});
