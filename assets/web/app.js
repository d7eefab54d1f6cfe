/* app.js: the phone's page at a table across devices: joins the seat of its link, shows whose turn it is,
 * the moves as they are made and the choices of the moment as buttons, and rejoins after a drop or a sleep.
 *
 * It is plain for now on purpose: the game's own card faces and a full drawing of the table (the same view
 * the desktop table draws) come in a later step. The host is the only authority: this page never decides
 * what is legal; it offers the choices the host sent and shows the host's sentence when one is refused.
 * Nothing is fetched from anywhere but the host that served the page (docs/table-protocol.md).
 */
"use strict";

const PROTOCOL = 1;
const RULES = 1;
const MANY = 24; /* more choices than this, and cards are picked one by one instead of listed */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];

const link = new URLSearchParams(location.hash.slice(1));
const code = (link.get("table") || "").trim();
const token = link.get("token") || null;

const $ = (id) => document.getElementById(id);
const state = {
  socket: null,
  joined: false,
  fatal: false, /* refused before joining: a wrong link or another version; trying again would not help */
  tries: 0,
  timer: 0,
  seat: -1,
  seats: [],
  title: "Parlour",
  view: null,
  waiting: false, /* an action was sent: no second tap until the host answers */
  picked: new Set(),
};

function say(element, text) {
  element.textContent = text;
}

function seatLabel(i) {
  const s = state.seats[i];
  if (!s) {
    return "Seat " + i;
  }
  return s.name ? s.name + " (" + s.place + ")" : s.place;
}

/* "QS" as "Q♠", "10H" as "10♥"; the red suits marked for colour. */
function cardNode(codeText) {
  const span = document.createElement("span");
  if (codeText === "JK") {
    span.textContent = "Joker";
    return span;
  }
  const suit = codeText.slice(-1);
  const symbols = { S: "♠", H: "♥", D: "♦", C: "♣" };
  span.textContent = codeText.slice(0, -1) + (symbols[suit] || suit);
  if (suit === "H" || suit === "D") {
    span.className = "red";
  }
  return span;
}

function isCard(word) {
  return /^(10|[2-9JQKA])[SHDC]$/.test(word) || word === "JK";
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify(message));
  }
}

function act(action) {
  if (state.waiting) {
    return;
  }
  state.waiting = true;
  $("refusal").hidden = true;
  send({ type: "act", action: action });
  renderChoices();
}

function renderSeats() {
  const list = $("seats");
  list.replaceChildren();
  state.seats.forEach((s, i) => {
    const li = document.createElement("li");
    let who = seatLabel(i);
    if (s.player === "computer") {
      who += ": the " + s.level + " computer";
    } else if (s.playedBy !== undefined) {
      who += ": played by " + seatLabel(s.playedBy);
    } else {
      who += ": " + { waiting: "not here yet", here: "here", away: "away", left: "left the table" }[s.presence];
      li.className = s.presence;
    }
    if (i === state.seat) {
      who += " (you)";
    }
    li.textContent = who;
    list.append(li);
  });
}

/* The seat's own cards, when the game's state has a "hand" per seat (a fuller drawing comes later). */
function renderHand() {
  const row = $("hand");
  row.replaceChildren();
  const st = state.view && state.view.state && state.view.state.state;
  const hand = st && Array.isArray(st.hand) && state.seat >= 0 ? st.hand[state.seat] : null;
  $("hand-section").hidden = !Array.isArray(hand) || hand.length === 0;
  (hand || []).forEach((c) => {
    if (typeof c === "string") {
      const span = cardNode(c);
      span.classList.add("card");
      row.append(span);
    }
  });
}

function renderTurn() {
  const turn = $("turn");
  const view = state.view;
  turn.classList.remove("mine");
  if (!view) {
    say(turn, "");
    return;
  }
  if (view.result) {
    const r = view.result;
    const scores = r.score.map((points, i) => seatLabel(i) + " " + points).join(", ");
    const winner = r.winner === null ? "The game is drawn" : seatLabel(r.winner) + " wins";
    say(turn, "The game is over. " + winner + " (" + scores + ").");
  } else if (view.decider === state.seat && state.seat >= 0) {
    say(turn, "Your turn.");
    turn.classList.add("mine");
  } else if (view.decider !== null) {
    say(turn, seatLabel(view.decider) + " is to play.");
  }
}

function button(text, onClick, extraClass) {
  const b = document.createElement("button");
  b.type = "button";
  if (typeof text === "string") {
    b.textContent = text;
  } else {
    b.append(text);
  }
  if (extraClass) {
    b.className = extraClass;
  }
  b.disabled = state.waiting;
  b.addEventListener("click", onClick);
  return b;
}

/* Many choices of one kind that name cards (Piquet's exchange: every set of up to five): pick the cards. */
function cardPicker(group) {
  const box = document.createElement("div");
  const byCards = new Map();
  const cards = [];
  group.forEach((choice) => {
    const words = choice.action.split(" ").slice(1).filter(isCard);
    byCards.set(words.slice().sort().join(" "), choice);
    words.forEach((w) => {
      if (!cards.includes(w)) {
        cards.push(w);
      }
    });
  });
  const row = document.createElement("div");
  row.className = "cards";
  cards.forEach((c) => {
    const b = button(cardNode(c), () => {
      if (state.picked.has(c)) {
        state.picked.delete(c);
      } else {
        state.picked.add(c);
      }
      renderChoices();
    });
    b.setAttribute("aria-pressed", state.picked.has(c) ? "true" : "false");
    row.append(b);
  });
  const chosen = byCards.get(Array.from(state.picked).sort().join(" "));
  const verb = group[0].action.split(" ")[0];
  const go = chosen
    ? button(chosen.text, () => act(chosen.action), "act")
    : button("Tap the cards to " + verb + ".", () => {}, "act");
  if (!chosen) {
    go.disabled = true;
  }
  box.append(row, go);
  return box;
}

/*
 * Cards to pick (docs/table-protocol.md): the host sends a choice of many
 * sets of cards (Piquet's exchange, Five Hundred's discard) as the cards
 * with how many may be picked; the page sends "<pick> <cards>" and the host
 * checks it with the rules.
 */
function pickChooser(choice) {
  const box = document.createElement("div");
  const row = document.createElement("div");
  row.className = "cards";
  choice.cards.forEach((c) => {
    const b = button(cardNode(c), () => {
      if (state.picked.has(c)) {
        state.picked.delete(c);
      } else {
        state.picked.add(c);
      }
      renderChoices();
    });
    b.setAttribute("aria-pressed", state.picked.has(c) ? "true" : "false");
    row.append(b);
  });
  const picked = choice.cards.filter((c) => state.picked.has(c));
  const ready = picked.length >= choice.min && picked.length <= choice.max;
  const action = choice.pick + " " + picked.join(" ");
  const go = ready ? button(action, () => act(action), "act") : button(choice.text, () => {}, "act");
  if (!ready) {
    go.disabled = true;
  }
  box.append(row, go);
  return box;
}

/* A choice's label: its sentence, with its action's own words when another choice says the same sentence. */
function labels(choices) {
  const count = new Map();
  choices.forEach((c) => count.set(c.text, (count.get(c.text) || 0) + 1));
  return choices.map((c) => ({ action: c.action, text: count.get(c.text) > 1 ? c.text + " (" + c.action + ")" : c.text }));
}

function renderChoices() {
  const box = $("choices");
  box.replaceChildren();
  const all = (state.view && state.view.choices) || [];
  all.filter((c) => c.pick).forEach((c) => box.append(pickChooser(c)));
  const choices = labels(all.filter((c) => c.action));
  if (choices.length <= MANY) {
    choices.forEach((c) => box.append(button(c.text, () => act(c.action))));
    return;
  }
  const groups = new Map();
  choices.forEach((c) => {
    const verb = c.action.split(" ")[0];
    if (!groups.has(verb)) {
      groups.set(verb, []);
    }
    groups.get(verb).push(c);
  });
  groups.forEach((group) => {
    const namesCards = group.some((c) => c.action.split(" ").slice(1).some(isCard));
    if (group.length > MANY && namesCards) {
      box.append(cardPicker(group));
    } else {
      group.forEach((c) => box.append(button(c.text, () => act(c.action))));
    }
  });
}

function logMove(text) {
  const li = document.createElement("li");
  li.textContent = text;
  const log = $("log");
  log.prepend(li);
  while (log.children.length > 200) {
    log.lastChild.remove();
  }
}

function onMessage(event) {
  let m;
  try {
    m = JSON.parse(event.data);
  } catch (e) {
    return;
  }
  switch (m.type) {
    case "welcome":
      state.joined = true;
      state.tries = 0;
      state.seat = m.seat;
      state.seats = m.seats;
      state.title = m.title + (m.variant ? " (" + m.variant + ")" : "");
      say($("title"), state.title + " · table " + m.table);
      say($("status"), m.seat >= 0 ? "You play " + seatLabel(m.seat) + "." : "You are watching.");
      $("table").hidden = false;
      document.querySelector(".name").hidden = m.seat < 0; /* a watcher has no seat to name */
      renderSeats();
      break;
    case "seats":
      state.seats = m.seats;
      renderSeats();
      break;
    case "view": {
      const wasMine = state.view && state.view.decider === state.seat;
      state.view = m;
      state.waiting = false;
      state.picked.clear();
      if (!wasMine && m.decider === state.seat && state.seat >= 0 && navigator.vibrate) {
        navigator.vibrate(150); /* your turn */
      }
      renderTurn();
      renderHand();
      renderChoices();
      break;
    }
    case "move":
      logMove(m.text);
      break;
    case "refused":
      if (!state.joined) {
        state.fatal = true; /* the host closes after this: a wrong link or another version */
        say($("status"), m.reason);
        return;
      }
      state.waiting = false;
      say($("refusal"), m.reason);
      $("refusal").hidden = false;
      renderChoices();
      break;
    default:
      break;
  }
}

function connect() {
  clearTimeout(state.timer);
  state.timer = 0;
  if (state.fatal || (state.socket && state.socket.readyState <= WebSocket.OPEN)) {
    return;
  }
  say($("status"), "Connecting…");
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const socket = new WebSocket(scheme + location.host + "/", "parlour-table");
  state.socket = socket;
  state.joined = false;
  socket.addEventListener("open", () => {
    send({
      type: "hello",
      protocol: PROTOCOL,
      rules: RULES,
      table: code,
      token: token,
      name: localStorage.getItem("parlour-name") || "",
    });
  });
  socket.addEventListener("message", onMessage);
  socket.addEventListener("close", () => {
    if (state.socket !== socket) {
      return;
    }
    state.socket = null;
    state.waiting = false;
    if (state.fatal) {
      return;
    }
    /* Back off, so a host that is down is not hammered; a phone that wakes tries at once (below). */
    const wait = BACKOFF_MS[Math.min(state.tries, BACKOFF_MS.length - 1)];
    state.tries++;
    say($("status"), "Connection lost: trying again in " + Math.round(wait / 1000) + " s.");
    state.timer = setTimeout(connect, wait);
  });
}

function wakeUp() {
  if (!state.socket && !state.fatal && document.visibilityState === "visible") {
    connect();
  }
}

function start() {
  $("name").value = localStorage.getItem("parlour-name") || "";
  $("name-form").addEventListener("submit", (e) => {
    e.preventDefault();
    localStorage.setItem("parlour-name", $("name").value.trim().slice(0, 32));
    if (state.socket) {
      state.socket.close(); /* the name goes with the next hello: rejoin now */
    }
  });
  if (!code) {
    $("join").hidden = false;
    say($("status"), "No table yet.");
    $("watch-form").addEventListener("submit", (e) => {
      e.preventDefault();
      location.hash = "table=" + encodeURIComponent($("watch-code").value.trim());
      location.reload();
    });
    return;
  }
  document.addEventListener("visibilitychange", wakeUp);
  window.addEventListener("online", wakeUp);
  window.addEventListener("pageshow", wakeUp);
  connect();
}

start();
