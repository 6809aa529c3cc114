// Starts `manaweave serve` on a free port and Debian's Chromium through playwright-core,
// and drives a page the way a person would: by clicking cards and answer buttons.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = process.env.MANAWEAVE_BIN || path.join(here, "../../../target/release/manaweave");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

/** Starts the server; resolves to { url, stop }. */
export function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no address from ${BIN} in 20 s: ${out}`)), 20000);
    child.on("error", reject);
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/serving (http:\/\/[^/ ]+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], stop: () => child.kill("SIGINT") });
      }
    });
  });
}

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}

/** The state the page last received (what it drew). */
export const state = (page) => page.evaluate(() => window.mw.state);

/** Waits until the page shows a state where `pred(state)` holds. */
export async function waitState(page, pred, timeout = 20000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (s && pred(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out; last state: ${JSON.stringify(s && { q: s.question, step: s.step, turn: s.turn })}`);
    await page.waitForTimeout(25);
  }
}

// Which legal answer a simple player picks, by the answer's words: keep the hand, play
// lands, cast spells, pay automatically, attack with everything, aim at the opponent.
const PREFERENCE = [/^keep$/, /^play /, /^cast (?!.* as )/, /^pay automatically$/, /^attack p\d with /, /^(one damage|the rest of the damage) to p\d/, /^p\d$/, /^done$/, /^pass$/];

export function pick(s) {
  const mine = `p${s.seat + 1}`;
  for (const re of PREFERENCE) {
    const a = s.answers.find((x) => re.test(x.text) && x.text !== mine && !(x.text.startsWith("attack") && x.text.startsWith(`attack ${mine}`)));
    if (a) return a;
  }
  return s.answers[0];
}

/** Makes one move on `page` if it must decide: clicks the card the answer names when
 *  there is one on the page (a hand card, a permanent), else the answer's button.
 *  Returns the answer's words, or null when it isn't this page's decision. */
export async function move(page, { drag = false } = {}) {
  // A click can land on a button redrawn under it; then the page is read again and the
  // click retried (the server refuses a stale answer, so a retry never answers twice).
  for (let attempt = 0; ; attempt++) {
    const s = await state(page);
    if (!s || s.result || s.decider !== s.seat || s.answers.length === 0) return null;
    const a = pick(s);
    try {
      await clickAnswer(page, a, drag);
      await waitState(page, (n) => n.seq !== s.seq || n.result !== null, 8000);
      return a.text;
    } catch (e) {
      if (attempt === 2) {
        const dom = await page.evaluate(() => ({ game: !document.querySelector("#game").hidden, answers: document.querySelector("#answers").innerText, errors: window.mw.errors }));
        throw new Error(`${e.message}; page: ${JSON.stringify(dom)}`);
      }
    }
  }
}

async function clickAnswer(page, a, drag) {
  const id = a.objects[0];
  const card = id && !/^p\d$/.test(id) ? page.locator(`.card[data-id="${id}"]`).first() : null;
  const other = a.objects[1];
  if (drag && card && other) {
    // Attack or block by dragging the card onto the player or the attacker.
    const onto = /^p\d$/.test(other) ? page.locator(`.player[data-player="${other}"]`) : page.locator(`.card[data-id="${other}"]`).first();
    await card.dragTo(onto, { timeout: 5000 });
  } else if (card && (await card.count()) > 0 && (await card.isVisible())) {
    await card.click({ timeout: 5000 });
    const menu = page.locator("#menu");
    if (await menu.isVisible()) await menu.getByRole("button", { name: a.text, exact: true }).first().click({ timeout: 5000 });
  } else {
    await page.locator("#answers").getByRole("button", { name: a.text, exact: true }).first().click({ timeout: 5000 });
  }
}
