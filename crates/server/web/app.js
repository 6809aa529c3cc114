// Manaweave's browser client: draws the state the server sends (one player's view) and
// sends back the answers a person picks. The server checks every answer with the
// engine; this file only offers the legal answers it was sent.
"use strict";

const $ = (sel) => document.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const mw = {
  socket: null,
  hello: null,
  joined: null,
  state: null,
  cards: {},
  errors: [],
  send(msg) {
    if (mw.socket && mw.socket.readyState === WebSocket.OPEN) mw.socket.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  },
};
window.mw = mw;

const params = new URLSearchParams(location.search);

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${proto}://${location.host}/ws`);
  mw.socket = socket;
  socket.onmessage = (ev) => receive(JSON.parse(ev.data));
  socket.onclose = () => {
    $("#status").textContent = "disconnected: reload the page to reconnect";
  };
}

function receive(msg) {
  switch (msg.t) {
    case "hello":
      mw.hello = msg;
      start();
      break;
    case "joined":
      mw.joined = msg;
      mw.cards = msg.cards;
      if (msg.token) sessionStorage.setItem(`mw-token-${msg.code}`, msg.token);
      history.replaceState(null, "", `/?game=${msg.code}${msg.seat === null ? "&watch=1" : ""}`);
      showGame();
      break;
    case "state":
      mw.state = msg;
      draw(msg);
      break;
    case "error":
      mw.errors.push(msg);
      showError(`${msg.kind.replace(/_/g, " ")}: ${msg.message}`);
      break;
  }
}

// What the page's address asks for: a game against the AI, a game to join, watch or resume.
function start() {
  fillLobby();
  const game = params.get("game");
  const token = game && sessionStorage.getItem(`mw-token-${game}`);
  if (game && token && !params.get("watch")) return mw.send({ t: "resume", code: game, token });
  if (game) return mw.send({ t: "watch", code: game });
  if (params.get("join")) return mw.send({ t: "join", code: params.get("join") });
  if (params.get("watch")) return mw.send({ t: "watch", code: params.get("watch") });
  if (params.get("play") === "ai") {
    const msg = { t: "new", opponent: { kind: "ai" } };
    if (params.get("agent")) msg.opponent.agent = params.get("agent");
    if (params.get("deck")) msg.deck = { builtin: params.get("deck") };
    if (params.get("opponent_deck")) msg.opponent_deck = { builtin: params.get("opponent_deck") };
    if (params.get("seed")) msg.seed = Number(params.get("seed"));
    if (params.get("players")) msg.players = Number(params.get("players"));
    if (params.get("format")) msg.format = params.get("format");
    return mw.send(msg);
  }
  showLobby();
}

// The deck choices for the format picked: Commander games have their own decks.
function fillDecks() {
  const h = mw.hello;
  const commander = $("#format").value === "commander";
  const decks = commander ? h.commander_decks || [] : h.decks;
  for (const [id, pick] of [["#deck", 0], ["#opponent-deck", 1]]) {
    const s = $(id);
    s.replaceChildren();
    decks.forEach((d, i) => {
      const o = el("option", null, d);
      o.value = d;
      if (i === pick) o.selected = true;
      s.append(o);
    });
  }
  // The opponents default to the built-in decks in turn.
  if (commander) {
    const o = el("option", null, "each its own");
    o.value = "";
    o.selected = true;
    $("#opponent-deck").prepend(o);
  }
}

function fillLobby() {
  const h = mw.hello;
  $("#format").onchange = () => {
    fillDecks();
    $("#players").value = $("#format").value === "commander" ? "4" : "2";
  };
  fillDecks();
  const a = $("#agent");
  a.replaceChildren();
  for (const name of h.agents) {
    const o = el("option", null, name === h.default_agent ? `${name} (strongest)` : name);
    o.value = name;
    if (name === h.default_agent) o.selected = true;
    a.append(o);
  }
}

function showLobby() {
  $("#lobby").hidden = false;
  $("#game").hidden = true;
  $("#status").textContent = "choose a game";
}

function showGame() {
  $("#lobby").hidden = true;
  $("#game").hidden = false;
  const j = mw.joined;
  const link = `${location.origin}/?join=${j.code}`;
  $("#code").textContent = j.seat === null ? `watching ${j.code}` : `game ${j.code}` + (j.opponent === "human" ? ` (invite: ${link})` : ` vs ${j.opponent}`);
  $("#concede").hidden = j.seat === null;
  $("#autopass-label").hidden = j.seat === null;
  $("#leave").hidden = false;
}

function deckChoice(select) {
  const pasted = $("#pasted").value.trim();
  if (select === "#deck" && pasted) return { list: pasted };
  return $(select).value ? { builtin: $(select).value } : undefined;
}

// A new game as the lobby sets it up, against `opponent`.
function newGame(opponent) {
  const msg = { t: "new", opponent, deck: deckChoice("#deck"), opponent_deck: deckChoice("#opponent-deck") };
  msg.players = Number($("#players").value);
  msg.format = $("#format").value;
  mw.send(msg);
}

$("#play-ai").onclick = () => newGame({ kind: "ai", agent: $("#agent").value });
$("#host").onclick = () => newGame({ kind: "human" });
$("#join").onclick = () => mw.send({ t: "join", code: $("#join-code").value });
$("#watch").onclick = () => mw.send({ t: "watch", code: $("#join-code").value });
$("#concede").onclick = () => {
  if (confirm("Concede this game?")) mw.send({ t: "concede" });
};
$("#autopass").onchange = (e) => mw.send({ t: "auto_pass", on: e.target.checked });
$("#every-event").onchange = () => mw.state && draw(mw.state);
$("#leave").onclick = () => {
  location.href = "/";
};
$("#zone-view button").onclick = () => ($("#zone-view").hidden = true);
document.addEventListener("click", (e) => {
  if (!$("#menu").contains(e.target)) $("#menu").hidden = true;
});

let errorTimer = null;
function showError(text) {
  const box = $("#error");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => (box.hidden = true), 6000);
}

// ----- drawing -------------------------------------------------------------------

const MANA = /\{([^}]+)\}/g;

function manaSymbols(cost) {
  const span = el("span", "cost");
  for (const m of cost.matchAll(MANA)) {
    const sym = m[1];
    const s = el("span", `mana mana-${/^[WUBRGC]$/.test(sym) ? sym : "generic"}`, sym);
    span.append(s);
  }
  return span;
}

// The legal answers that name `key` (an object id, or "p1"/"p2" for a player).
function answersFor(key) {
  const s = mw.state;
  return s ? s.answers.filter((a) => a.objects.includes(key)) : [];
}

function answer(a) {
  $("#menu").hidden = true;
  mw.send({ t: "answer", seq: mw.state.seq, answer: a.answer });
}

function offer(key, event) {
  const options = answersFor(key);
  if (options.length === 0) return;
  event.stopPropagation();
  if (options.length === 1) return answer(options[0]);
  const menu = $("#menu");
  menu.replaceChildren();
  for (const a of options) {
    const b = el("button", null, a.text);
    b.onclick = (e) => {
      e.stopPropagation();
      answer(a);
    };
    menu.append(b);
  }
  menu.style.left = `${Math.min(event.pageX, window.innerWidth - 260)}px`;
  menu.style.top = `${event.pageY}px`;
  menu.hidden = false;
}

// Dragging: a card whose answers name it with another object or player (attacking a
// player, blocking an attacker) is dropped on that other one to choose the answer.
let dragging = null;
const pairAnswer = (from, to) => mw.state && mw.state.answers.find((a) => a.objects.length > 1 && a.objects[0] === from && a.objects.includes(to));

function dropTarget(node, key) {
  node.addEventListener("dragover", (e) => {
    if (dragging && pairAnswer(dragging, key)) {
      e.preventDefault();
      node.classList.add("drop");
    }
  });
  node.addEventListener("dragleave", () => node.classList.remove("drop"));
  node.addEventListener("drop", (e) => {
    e.preventDefault();
    node.classList.remove("drop");
    const a = dragging && pairAnswer(dragging, key);
    dragging = null;
    if (a) answer(a);
  });
}

// Where a card is attached, by name.
function attachedName(id) {
  for (const p of mw.state.players) for (const c of p.battlefield) if (c.id === id) return c.name;
  return "a permanent";
}

function cardEl(c) {
  const f = mw.cards[c.name] || { name: c.name, cost: "", type_line: "", text: "", pt: null };
  const d = el("div", "card");
  d.dataset.id = c.id;
  d.dataset.name = c.name;
  d.dataset.testid = "card";
  if (c.tapped) d.classList.add("tapped");
  if (c.attacking) d.classList.add("attacking");
  if (c.blocking) d.classList.add("blocking");
  const colors = (f.cost.match(/[WUBRG]/g) || []).filter((x, i, all) => all.indexOf(x) === i);
  d.classList.add(colors.length === 1 ? `frame-${colors[0]}` : colors.length > 1 ? "frame-gold" : f.type_line.includes("Land") ? "frame-land" : "frame-colorless");
  const head = el("div", "card-head");
  head.append(el("span", "card-name", c.name), manaSymbols(f.cost));
  d.append(head, el("div", "card-type", f.type_line), el("div", "card-text", f.text));
  const badges = el("div", "badges");
  for (const [kind, n] of c.counters) badges.append(el("span", "badge", `${n} ${kind}`));
  if (c.damage > 0) badges.append(el("span", "badge damage", `${c.damage} damage`));
  if (c.attached_to) badges.append(el("span", "badge", `on ${attachedName(c.attached_to)}`));
  if (c.token) badges.append(el("span", "badge", "token"));
  d.append(badges);
  if (c.power !== null && c.toughness !== null) d.append(el("div", "card-pt", `${c.power}/${c.toughness}`));
  else if (f.pt) d.append(el("div", "card-pt", f.pt));
  if (answersFor(c.id).length) {
    d.classList.add("actionable");
    d.onclick = (e) => offer(c.id, e);
  }
  if (answersFor(c.id).some((a) => a.objects.length > 1 && a.objects[0] === c.id)) {
    d.draggable = true;
    d.addEventListener("dragstart", (e) => {
      dragging = c.id;
      e.dataTransfer.setData("text/plain", c.id);
    });
  }
  dropTarget(d, c.id);
  d.title = `${c.name} ${f.cost}\n${f.type_line}\n${f.text}${f.pt ? "\n" + f.pt : ""}`;
  return d;
}

function zoneButton(label, cards) {
  const b = el("button", "zone-button", `${label} (${cards.length})`);
  b.onclick = () => {
    const v = $("#zone-view");
    v.querySelector(".zone-head span").textContent = label;
    const list = v.querySelector(".zone-cards");
    list.replaceChildren(...cards.map(cardEl));
    v.hidden = false;
  };
  return b;
}

function playerPanel(p, s) {
  const panel = el("div", "player");
  panel.dataset.player = p.name;
  panel.dataset.testid = `player-${p.name}`;
  if (s.active === p.seat) panel.classList.add("active");
  if (s.decider === p.seat) panel.classList.add("deciding");
  const you = s.seat === p.seat ? " (you)" : "";
  panel.append(el("span", "player-name", `${p.name}${you}`));
  const life = el("span", "life", `${p.life}`);
  life.dataset.testid = `life-${p.name}`;
  panel.append(life);
  panel.append(el("span", "counts", `library ${p.library} · hand ${p.hand_size}` + (p.pool ? ` · pool ${p.pool}` : "")));
  panel.append(zoneButton("graveyard", p.graveyard), zoneButton("exile", p.exile));
  if (answersFor(p.name).length) {
    panel.classList.add("actionable");
    panel.onclick = (e) => offer(p.name, e);
  }
  dropTarget(panel, p.name);
  return panel;
}

function battlefield(p) {
  const lands = el("div", "row lands");
  const others = el("div", "row permanents");
  for (const c of p.battlefield) {
    const f = mw.cards[c.name];
    const isLand = f && f.type_line.includes("Land") && !f.type_line.includes("Creature");
    (isLand ? lands : others).append(cardEl(c));
  }
  const bf = el("div", "battlefield");
  bf.dataset.testid = `battlefield-${p.name}`;
  bf.append(others, lands);
  return bf;
}

// The engine's step names and how the phase bar writes them.
const STEPS = [
  ["untap", "untap"], ["upkeep", "upkeep"], ["draw", "draw"], ["main1", "main 1"], ["begin-combat", "combat"],
  ["declare-attackers", "attackers"], ["declare-blockers", "blockers"], ["first-strike-damage", "first strike"],
  ["combat-damage", "damage"], ["end-combat", "end combat"], ["main2", "main 2"], ["end", "end"], ["cleanup", "cleanup"],
];

function phaseBar(s) {
  const bar = el("div", "phases");
  for (const [name, label] of STEPS) {
    const p = el("span", "phase", label);
    if (s.step === name) p.classList.add("now");
    bar.append(p);
  }
  return bar;
}

// Log lines left out unless "every event" is ticked: what happens every turn.
const ROUTINE = /passes priority$|mana pool empties$| untaps$|step begins$|damage wears off$|effects end$/;

function draw(s) {
  const me = s.seat === null ? 0 : s.seat;
  const mine = s.players.find((p) => p.seat === me);
  const theirs = s.players.filter((p) => p.seat !== me);
  const activeName = s.players.find((p) => p.seat === s.active).name;
  $("#status").textContent = `turn ${s.turn} · ${activeName}'s ${s.step}` + (s.waiting ? " · waiting for players to join" : "");

  const opp = $("#opponent-side");
  opp.replaceChildren();
  for (const p of theirs) opp.append(playerPanel(p, s), battlefield(p));
  const my = $("#my-side");
  my.replaceChildren(battlefield(mine), playerPanel(mine, s));

  const stack = $("#stack");
  stack.replaceChildren(phaseBar(s));
  if (s.stack.length) {
    const list = el("div", "stack-items");
    list.append(el("span", "label", "stack (top first):"));
    for (const item of s.stack) {
      const t = item.targets.length ? ` → ${item.targets.join(", ")}` : "";
      list.append(el("span", "stack-item", `${item.text}${t} (p${item.controller + 1})`));
    }
    stack.append(list);
  }

  const hand = $("#hand");
  hand.replaceChildren();
  if (mine.hand) for (const c of mine.hand) hand.append(cardEl(c));

  $("#question").textContent = s.question;
  const answers = $("#answers");
  answers.replaceChildren();
  s.answers.forEach((a) => {
    const b = el("button", "answer", a.text);
    b.dataset.testid = "answer";
    b.onclick = () => answer(a);
    answers.append(b);
  });

  const log = $("#log");
  const every = $("#every-event").checked;
  const lines = s.log.map((line) => line.replace(/^\[CR [^\]]+\] /, "")).filter((line) => every || !ROUTINE.test(line));
  log.replaceChildren(...lines.map((line) => el("li", null, line)));
  log.scrollTop = log.scrollHeight;

  const result = $("#result");
  result.hidden = !s.result;
  if (s.result) {
    const you = s.seat !== null && s.winner === s.seat ? " (you win)" : s.seat !== null && s.winner !== null ? " (you lose)" : "";
    result.textContent = `Game over: ${s.result}${you}`;
    $("#concede").hidden = true;
  }
}

connect();
