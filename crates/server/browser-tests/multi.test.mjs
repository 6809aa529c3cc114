// A four-player Commander game against three agents, set up in the lobby: the format
// and player count chosen, the Commander decks offered, every player's panel and
// battlefield drawn, and the turn passing around the table while the person plays.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, waitState, move } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

test("a four-player Commander game from the lobby", { timeout: 240000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(server.url);
  await page.getByTestId("lobby").waitFor();
  await page.locator("#format").selectOption("commander");
  assert.equal(await page.locator("#players").inputValue(), "4", "Commander defaults to four players");
  const decks = await page.locator("#deck option").allTextContents();
  assert.ok(decks.includes("white-weenie"), `the Commander decks are offered: ${decks}`);
  await page.locator("#agent").selectOption("random");
  await page.getByTestId("play-ai").click();

  let s = await waitState(page, (s) => s.decider === s.seat);
  assert.equal(s.players.length, 4);
  assert.ok(s.players.every((p) => p.life === 40), "CR 903.7: 40 life each");
  for (const p of ["p1", "p2", "p3", "p4"]) {
    await page.getByTestId(`player-${p}`).waitFor();
    await page.getByTestId(`battlefield-${p}`).waitFor();
  }
  const actives = new Set([s.active]);
  for (let i = 0; i < 3000 && actives.size < 4; i++) {
    s = await waitState(page, (s) => s.result !== null || s.decider === s.seat);
    if (s.result) break;
    await move(page);
    actives.add((await page.evaluate(() => window.mw.state)).active);
  }
  assert.ok(actives.size === 4 || s.result, `every seat took a turn (${[...actives]})`);
  assert.deepEqual(pageErrors, []);
});
