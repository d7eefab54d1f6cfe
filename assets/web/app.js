/* app.js: the phone's page at a table across devices: the seat's hand in the game's own card faces, the table
 * as the seat may see it, the choices of the moment as big buttons (a card is played by a tap or a drag), rules
 * help, a vibration on your turn, and a rejoin after a drop or a sleep.
 *
 * The host is the only authority: this page never decides what is legal; it offers the choices the host sent
 * and shows the host's sentence when one is refused. It reads the game's state only to draw it, and draws
 * nothing it does not understand rather than fail: a field it does not know is left alone. Nothing is
 * fetched from anywhere but the host that served the page (docs/table-protocol.md).
 */
"use strict";

const PROTOCOL = 1;
const RULES = 1;
const MANY = 24; /* more choices than this of one kind, and cards are picked one by one instead of listed */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
/* A close this soon after a refusal is the host closing with that reason (it waits at most 3 s for the device to
   read it); a refusal long before a drop (a move out of turn) is not a reason to stay away. */
const CLOSED_WITH_REASON_MS = 5000;
const DRAG_PX = 60; /* a card dragged this far up is played */
const SUITS = ["S", "H", "D", "C"];
const SUIT_NAMES = ["spades", "hearts", "diamonds", "clubs"];
const SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

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
  game: "",
  variant: "",
  title: "Parlour",
  view: null,
  waiting: false, /* an action was sent: no second tap until the host answers */
  picked: new Set(),
  rulesFor: "",
  lastRefusal: null, /* the last message on this connection was a refusal: if it then closes, the host closed it */
  lastRefusalAt: 0,
  held: false, /* the host closed this connection with a reason (the seat taken up on another device): no retry */
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

function shortLabel(i) {
  const s = state.seats[i];
  if (!s) {
    return "Seat " + i;
  }
  return s.name || s.place;
}

/* A card's code as the view writes it: "QS", "10H", "JK" (Quinto's actions call the Joker "QR"; Bezique's name a
   table slot as "QS#3"). */
function cardCode(word) {
  if (typeof word !== "string") {
    return null;
  }
  const w = word.replace(/#\d+$/, "").toUpperCase().replace(/^T([SHDC])$/, "10$1");
  if (w === "QR" || w === "JK") {
    return "JK";
  }
  return /^(10|[2-9JQKA])[SHDC]$/.test(w) ? w : null;
}

function cardWords(code) {
  if (code === "JK") {
    return state.game === "quinto" ? "Quint Royal" : "the Joker";
  }
  const ranks = { A: "ace", K: "king", Q: "queen", J: "knave" };
  const rank = code.slice(0, -1);
  return (ranks[rank] || rank) + " of " + SUIT_NAMES[SUITS.indexOf(code.slice(-1))];
}

/* "QS" as "Q♠": for sentences and buttons. */
function cardText(code) {
  if (code === "JK") {
    return state.game === "quinto" ? "QR" : "Joker";
  }
  return code.slice(0, -1) + (SYMBOLS[code.slice(-1)] || "");
}

/* A card face: the game's own art (web/cards, drawn by cardgen), its name for a screen reader, text if the
   picture is missing. */
function cardImage(code, extraClass) {
  const box = document.createElement("span");
  box.className = "card" + (extraClass ? " " + extraClass : "");
  box.dataset.card = code || "";
  if (!code) {
    box.classList.add("back");
    return box;
  }
  const img = document.createElement("img");
  img.src = "cards/" + code + ".png";
  img.alt = cardWords(code);
  img.draggable = false;
  img.addEventListener("error", () => {
    img.remove();
    box.textContent = cardText(code);
    box.classList.add("text", code.endsWith("H") || code.endsWith("D") ? "red" : "black");
  });
  box.append(img);
  return box;
}

function cardList(cards) {
  return (Array.isArray(cards) ? cards : []).map(cardCode).filter((c) => c);
}

/* ---- The table as this seat may see it, per game ---- */

/* The cards of a trick in order of play, each with the seat that played it. */
function trickFrom(cards, leader, count, seats) {
  const out = [];
  (cards || []).slice(0, count).forEach((c, i) => {
    const card = cardCode(c);
    if (card) {
      out.push({ seat: (leader + i) % seats, card: card });
    }
  });
  return out;
}

function sideOf(seat, seats) {
  return seats === 4 ? seat % 2 : seat;
}

function sidesLine(values, label, seats) {
  if (!Array.isArray(values)) {
    return null;
  }
  if (seats === 4) {
    const me = state.seat >= 0 ? sideOf(state.seat, 4) : 0;
    const names = (side) => shortLabel(side) + " & " + shortLabel(side + 2);
    return label + ": " + names(me) + " " + values[me] + ", " + names(1 - me) + " " + values[1 - me];
  }
  return label + ": " + values.map((v, i) => shortLabel(i) + " " + v).join(", ");
}

const BEZIQUE_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"];

function describeQuinto(st, seats) {
  const t = { seats: 4, counts: st.handCount, lines: [] };
  t.trick = trickFrom(st.trick, st.leader, st.trickCount, 4);
  t.lastTrick = st.tricksPlayed > 0 ? trickFrom(st.lastTrick, st.lastLeader, 4, 4) : [];
  t.lines.push(sidesLine(st.score, "Score (game at 250)", seats));
  t.lines.push(sidesLine(st.games, "Games", seats));
  t.lines.push(sidesLine(st.units, "Tricks this hand", seats));
  if (st.multiplier > 1) {
    t.lines.push("Tricks count " + 5 * st.multiplier + (st.multiplier === 4 ? " (redoubled)." : " (doubled)."));
  }
  return t;
}

function describeBridge(st) {
  const strains = ["spades", "hearts", "diamonds", "clubs", "no trumps"];
  const t = { seats: 4, lines: [] };
  t.trick = trickFrom(st.trick, st.leader, st.trickCount, 4);
  /* The last trick of this hand only (a view keeps the last one of the hand before until a trick is done). */
  t.lastTrick = st.lastLeader === null || !(st.tricksPlayed > 0) ? [] : trickFrom(st.lastTrick, st.lastLeader, 4, 4);
  t.counts = [0, 1, 2, 3].map((s) => {
    const hand = Array.isArray(st.hand) ? st.hand[s] : null;
    if (Array.isArray(hand) && hand.length > 0) {
      return hand.length;
    }
    return 13 - (st.tricksPlayed || 0) - (t.trick.some((p) => p.seat === s) ? 1 : 0);
  });
  if (st.phase > 0 && st.strain >= 0 && st.strain <= 4 && st.declaredBy !== null) {
    let contract = "Trumps: " + strains[st.strain] + ", named by " + shortLabel(st.declaredBy);
    if (st.doublings > 0) {
      contract += ", doubled " + st.doublings + (st.doublings === 1 ? " time" : " times");
    }
    t.lines.push(contract + ".");
  }
  t.lines.push(sidesLine(st.tricks, "Tricks", 4));
  if (st.rubber && Array.isArray(st.rubber.games)) {
    t.lines.push(sidesLine(st.rubber.games, "Games in the rubber", 4));
  }
  return t;
}

function describePiquet(st) {
  const t = { seats: 2, lines: [] };
  t.counts = st.handCount;
  const done = st.tricksDone || 0;
  const row = Array.isArray(st.trickCards) ? st.trickCards[done] : null;
  const leader = Array.isArray(st.trickLeader) ? st.trickLeader[done] : st.leader;
  t.trick = row ? trickFrom(row, leader, st.trickCount, 2) : [];
  if (done > 0 && Array.isArray(st.trickCards) && st.trickCount === 0) {
    t.lastTrick = trickFrom(st.trickCards[done - 1], st.trickLeader[done - 1], 2, 2);
  }
  t.lines.push(sidesLine(st.dealScore, "This deal", 2));
  t.lines.push(sidesLine(st.total, "The partie", 2));
  t.lines.push(sidesLine(st.tricksWon, "Tricks", 2));
  return t;
}

function describeBezique(st) {
  const t = { seats: 2, lines: [], seen: {}, counts: [] };
  t.trick = [];
  (st.trick || []).slice(0, st.trickCount).forEach((c, i) => {
    const card = cardCode(c);
    if (card) {
      t.trick.push({ seat: (st.leader + i) % 2, card: card });
    }
  });
  const sides = Array.isArray(st.side) ? st.side : [];
  sides.forEach((side, s) => {
    t.counts[s] = side.handCount + side.tableCount;
    t.seen[s] = cardList(side.table); /* declared cards lie face up for both */
  });
  t.lines.push("This deal: " + sides.map((side, s) => shortLabel(s) + " " + side.score).join(", "));
  if (sides.some((side) => side.total)) {
    t.lines.push("The game: " + sides.map((side, s) => shortLabel(s) + " " + side.total).join(", "));
  }
  if (st.trumps < 4) {
    t.lines.push("Trumps: " + SUIT_NAMES[st.trumps] + ". Stock: " + st.stockCount + " cards.");
  }
  const turnUp = cardCode(st.turnUp);
  if (turnUp) {
    t.centre = [{ label: "Trump card", card: turnUp }];
  }
  return t;
}

/* Bezique keeps a hand as a count per kind (its packs hold each card twice or more). */
function beziqueHand(st, seat) {
  const side = st.side && st.side[seat];
  const cards = [];
  if (!side || !Array.isArray(side.hand)) {
    return cards;
  }
  side.hand.forEach((n, kind) => {
    const card = BEZIQUE_ORDER[kind % 8] + SUITS[Math.floor(kind / 8)];
    for (let i = 0; i < n; i++) {
      cards.push(card);
    }
  });
  return cards;
}

function describeFiveHundred(st) {
  const n = st.players || 3;
  const t = { seats: n, counts: st.handCount, lines: [] };
  t.trick = trickFrom(st.trick, st.leader, st.trickCount, n);
  if (st.lastLeader !== null && st.tricksPlayed > 0) {
    t.lastTrick = trickFrom(st.lastTrick, st.lastLeader, n, n);
  }
  if (st.bidder !== null && st.bidder !== undefined) {
    t.lines.push(shortLabel(st.bidder) + " holds the bid" +
      (st.trumps < 4 ? ": " + SUIT_NAMES[st.trumps] + " are trumps." : "."));
  }
  t.lines.push("Tricks: " + (st.tricksWon || []).slice(0, n).map((v, i) => shortLabel(i) + " " + v).join(", "));
  if (Array.isArray(st.won) && Array.isArray(st.lost)) {
    /* The score sheet's two columns, by side: what a side stands at is its WON less its LOST. */
    const net = st.won.map((w, i) => w - (st.lost[i] || 0));
    t.lines.push(st.sides === 2 && n === 4 ? sidesLine(net.slice(0, 2), "Score (game at 500)", 4) :
      "Score (game at 500): " + net.slice(0, n).map((v, i) => shortLabel(i) + " " + v).join(", "));
  }
  return t;
}

/* What the page draws of the view: seats round the table, the trick, the counts, the cards it may see. */
function describe(view) {
  const st = view && view.state && view.state.state;
  if (!st) {
    return null;
  }
  let t;
  try {
    switch (state.game) {
      case "quinto": t = describeQuinto(st, state.seats.length || 4); break;
      case "bridge": t = describeBridge(st); break;
      case "piquet": t = describePiquet(st); break;
      case "bezique": t = describeBezique(st); break;
      default: t = describeFiveHundred(st); break;
    }
  } catch (e) {
    t = { seats: state.seats.length, lines: [] }; /* a state this page does not know: the seats and choices only */
  }
  t.seats = t.seats || state.seats.length || 2;
  t.seen = t.seen || {};
  t.trick = t.trick || [];
  t.lastTrick = t.lastTrick || [];
  t.lines = t.lines.filter((l) => l);
  /* Another seat's cards in the view are cards this seat may see: Bridge's dummy, Dummy Quinto's Dummy. */
  if (state.game !== "bezique" && Array.isArray(st.hand)) {
    st.hand.forEach((h, s) => {
      if (s !== state.seat && Array.isArray(h) && h.length > 0) {
        t.seen[s] = cardList(h);
      }
    });
  }
  t.hand = state.seat < 0 ? [] : state.game === "bezique" ? beziqueHand(st, state.seat) :
    cardList(Array.isArray(st.hand) ? st.hand[state.seat] : []);
  return t;
}

/* ---- Choices ---- */

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
  render();
}

/* The choices as the host sent them: an action {action, text}, or cards to pick {pick, cards, min, max, text}
   (Piquet's exchange, Five Hundred's discard: the verb, then from min to max of the cards; docs/table-protocol.md). */
function choicesOf(view) {
  return ((view && Array.isArray(view.choices)) ? view.choices : []).filter((c) => c && typeof c === "object");
}

function isPick(choice) {
  return typeof choice.pick === "string" && Array.isArray(choice.cards);
}

/* Which card of the hand each one-card choice plays ("play QS", "lead 7H", "play QS#3"). */
function cardChoices(choices) {
  const byCard = new Map();
  choices.forEach((c) => {
    if (isPick(c) || typeof c.action !== "string") {
      return;
    }
    const words = c.action.trim().split(/\s+/);
    const card = words.length === 2 ? cardCode(words[1]) : null;
    if (card && !byCard.has(card) && /^(play|lead)$/i.test(words[0])) {
      byCard.set(card, c);
    }
  });
  return byCard;
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

/* Cards to choose: from a choice written as a list (the host's newer form), or from many choices of one verb
   that each name cards (every set of up to five). Tapping a card in the hand picks it. */
function pickerOf(choices) {
  const pick = choices.find(isPick);
  if (pick) {
    const from = cardList(pick.cards);
    const min = Number.isInteger(pick.min) ? pick.min : 1;
    const max = Number.isInteger(pick.max) ? pick.max : from.length;
    const verb = pick.pick.split(" ")[0];
    return {
      cards: from,
      verb: verb,
      prompt: pick.text || "Tap the cards to " + verb + ".",
      chosen: (picked) => {
        if (picked.length < min || picked.length > max || picked.length === 0) {
          return null;
        }
        return { action: verb + " " + picked.join(" "), text: capital(verb) + " " + picked.map(cardText).join(" ") };
      },
    };
  }
  const groups = new Map();
  choices.forEach((c) => {
    if (typeof c.action !== "string") {
      return;
    }
    const verb = c.action.split(" ")[0];
    groups.set(verb, (groups.get(verb) || []).concat([c]));
  });
  for (const [verb, group] of groups) {
    const namesCards = group.some((c) => c.action.split(" ").slice(1).some(cardCode));
    if (group.length > MANY && namesCards) {
      const byCards = new Map();
      const cards = [];
      group.forEach((c) => {
        const words = c.action.split(" ").slice(1).map(cardCode).filter((w) => w);
        byCards.set(words.slice().sort().join(" "), c);
        words.forEach((w) => cards.includes(w) || cards.push(w));
      });
      return {
        cards: cards,
        verb: verb,
        prompt: "Tap the cards to " + verb + ".",
        rest: choices.filter((c) => !group.includes(c)),
        chosen: (picked) => byCards.get(picked.slice().sort().join(" ")) || null,
      };
    }
  }
  return null;
}

/* ---- Drawing ---- */

function renderTurn(t) {
  const turn = $("turn");
  const view = state.view;
  turn.classList.remove("mine");
  if (!view) {
    say(turn, "");
    return;
  }
  if (view.result) {
    const r = view.result;
    const seats = state.seats.length;
    const partners = seats === 4; /* two sides of partners: the result names a side by its lowest seat */
    const side = (s) => shortLabel(s) + " & " + shortLabel((s + 2) % 4);
    const scores = partners ? [0, 1].map((s) => side(s) + " " + (r.score || [])[s]).join(", ") :
      (r.score || []).map((points, i) => seatLabel(i) + " " + points).join(", ");
    const winner = r.winner === null || r.winner === undefined ? "The game is drawn" :
      partners ? side(r.winner) + " win" : seatLabel(r.winner) + " wins";
    say(turn, "The game is over. " + winner + " (" + scores + ").");
  } else if (view.decider === state.seat && state.seat >= 0) {
    const play = t && cardChoices(choicesOf(view)).size > 0;
    if (play && view.toAct !== null && view.toAct !== undefined && view.toAct !== state.seat) {
      say(turn, "Your turn to play for " + shortLabel(view.toAct) + ": tap one of their cards.");
    } else {
      say(turn, play ? "Your turn: tap a card to play it, or drag it up." : "Your turn.");
    }
    turn.classList.add("mine");
  } else if (view.decider !== null && view.decider !== undefined) {
    say(turn, seatLabel(view.decider) + " is to play.");
  }
}

/* Where each seat sits on this phone: this seat at the foot, the others round the table clockwise. */
function placeOf(seat, seats) {
  const me = state.seat >= 0 ? state.seat : 0;
  const rel = (seat - me + seats) % seats;
  if (seats === 2) {
    return ["south", "north"][rel];
  }
  if (seats === 3) {
    return ["south", "west", "east"][rel];
  }
  return ["south", "west", "north", "east"][rel];
}

function renderTable(t, playable) {
  const felt = $("felt");
  felt.replaceChildren();
  if (!t) {
    felt.hidden = true;
    return;
  }
  felt.hidden = false;
  const decider = state.view ? state.view.decider : null;
  for (let s = 0; s < t.seats; s++) {
    const place = placeOf(s, t.seats);
    const box = document.createElement("div");
    box.className = "seat " + place + (s === decider ? " to-act" : "");
    const info = state.seats[s] || {};
    const name = document.createElement("div");
    name.className = "who";
    let label = s === state.seat ? "You" : shortLabel(s);
    if (info.presence === "away" || info.presence === "left") {
      label += info.presence === "away" ? " (away)" : " (left)";
    }
    name.textContent = label;
    box.append(name);
    if (s !== state.seat && Array.isArray(t.counts) && typeof t.counts[s] === "number") {
      const count = document.createElement("div");
      count.className = "count";
      count.textContent = t.counts[s] + (t.counts[s] === 1 ? " card" : " cards");
      box.append(count);
    }
    const played = t.trick.find((p) => p.seat === s);
    const slot = document.createElement("div");
    slot.className = "played";
    slot.dataset.seat = String(s);
    if (played) {
      slot.append(cardImage(played.card, "small"));
    }
    box.append(slot);
    felt.append(box);
    if (s !== state.seat && t.seen[s] && t.seen[s].length) {
      const seen = document.createElement("div");
      seen.className = "seen " + place;
      const title = document.createElement("div");
      title.className = "who";
      title.textContent = (state.game === "bridge" ? "Dummy: " : "") + shortLabel(s) + "'s cards";
      seen.append(title);
      const row = document.createElement("div");
      row.className = "mini-row";
      t.seen[s].forEach((c) => {
        const card = cardImage(c, "mini");
        const choice = playable.get(c);
        if (choice) {
          /* The dummy's card, played by this seat: a tap plays it as in the hand. */
          card.classList.add("live");
          card.setAttribute("role", "button");
          card.setAttribute("aria-label", choice.text);
          card.tabIndex = 0;
          card.addEventListener("click", () => act(choice.action));
        } else if (playable.size > 0) {
          card.classList.add("dim");
        }
        row.append(card);
      });
      seen.append(row);
      $("seen").append(seen);
    }
  }
  (t.centre || []).forEach((c) => {
    const box = document.createElement("div");
    box.className = "centre";
    box.append(cardImage(c.card, "small"));
    felt.append(box);
  });
  const lines = $("score");
  lines.replaceChildren();
  t.lines.forEach((l) => {
    const li = document.createElement("li");
    li.textContent = l;
    lines.append(li);
  });
  const last = $("last-trick");
  last.replaceChildren();
  if (t.trick.length === 0 && t.lastTrick.length > 0) {
    const label = document.createElement("span");
    label.textContent = "Last trick: ";
    last.append(label);
    t.lastTrick.forEach((p) => last.append(cardImage(p.card, "mini")));
  }
}

function renderHandAndChoices(t) {
  const handRow = $("hand");
  const box = $("choices");
  handRow.replaceChildren();
  box.replaceChildren();
  const hand = t ? t.hand : [];
  $("hand-section").hidden = hand.length === 0;
  const choices = choicesOf(state.view);
  const playable = cardChoices(choices);
  const picker = playable.size === 0 ? pickerOf(choices) : null;
  if (picker) {
    Array.from(state.picked).forEach((c) => picker.cards.includes(c) || state.picked.delete(c));
  }
  hand.forEach((c) => {
    const card = cardImage(c);
    const choice = playable.get(c);
    const pickable = picker && picker.cards.includes(c);
    if (choice || pickable) {
      card.classList.add("live");
      card.tabIndex = 0;
      card.setAttribute("role", "button");
      card.setAttribute("aria-label", choice ? choice.text : "Choose the " + cardWords(c));
      if (pickable) {
        card.setAttribute("aria-pressed", state.picked.has(c) ? "true" : "false");
      }
      const go = () => {
        if (state.waiting) {
          return;
        }
        if (choice) {
          act(choice.action);
        } else {
          state.picked.has(c) ? state.picked.delete(c) : state.picked.add(c);
          render();
        }
      };
      card.addEventListener("click", go);
      card.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          go();
        }
      });
      if (choice) {
        dragToPlay(card, choice);
      }
    } else if (playable.size > 0 || picker) {
      card.classList.add("dim");
    }
    handRow.append(card);
  });
  if (picker) {
    const picked = Array.from(state.picked);
    const chosen = picker.chosen(picked);
    const go = chosen ? button(chosen.text, () => act(chosen.action), "act")
      : button(picker.prompt, () => {}, "act");
    go.disabled = state.waiting || !chosen;
    box.append(go);
    /* Cards named by the choices but not in the hand view (none in today's games) are offered here too. */
    picker.cards.filter((c) => !hand.includes(c)).forEach((c) => {
      const b = button(cardText(c), () => {
        state.picked.has(c) ? state.picked.delete(c) : state.picked.add(c);
        render();
      });
      b.setAttribute("aria-pressed", state.picked.has(c) ? "true" : "false");
      box.append(b);
    });
  }
  const rest = picker ? (picker.rest || choices.filter((c) => !isPick(c))) :
    choices.filter((c) => !Array.from(playable.values()).includes(c));
  labels(rest).forEach((c) => box.append(button(c.text, () => act(c.action))));
  /* A one-card choice whose card is not in the hand view (a card from the table at Bezique, the dummy's at
     Bridge): a button of its own, so every legal choice can be made. */
  const seen = t ? Object.values(t.seen).flat() : [];
  playable.forEach((choice, c) => {
    if (!hand.includes(c) && !seen.includes(c)) {
      const b = button(cardImage(c, "mini"), () => act(choice.action), "card-button");
      b.append(document.createTextNode(" " + choice.text));
      box.append(b);
    }
  });
}

/* A choice's label: its sentence, with its action's own words when another choice says the same sentence. */
function labels(choices) {
  const count = new Map();
  choices.forEach((c) => count.set(c.text, (count.get(c.text) || 0) + 1));
  return choices.filter((c) => typeof c.action === "string")
    .map((c) => ({ action: c.action, text: capital(count.get(c.text) > 1 ? c.text + " (" + c.action + ")" : c.text || c.action) }));
}

/* Some games' sentences leave out who ("passes.", "bids 6 hearts (100)."): a button begins with a capital. */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/* A card dragged up towards the table is played; a short move is a tap. */
function dragToPlay(card, choice) {
  let start = null;
  card.addEventListener("pointerdown", (e) => {
    start = { x: e.clientX, y: e.clientY, id: e.pointerId };
    card.setPointerCapture(e.pointerId);
  });
  card.addEventListener("pointermove", (e) => {
    if (start && e.pointerId === start.id) {
      const dy = Math.min(0, e.clientY - start.y);
      card.style.transform = "translate(" + (e.clientX - start.x) + "px," + dy + "px)";
      card.classList.toggle("lifted", -dy >= DRAG_PX);
    }
  });
  const end = (e) => {
    if (!start || e.pointerId !== start.id) {
      return;
    }
    const dy = start.y - e.clientY;
    start = null;
    card.style.transform = "";
    card.classList.remove("lifted");
    if (dy >= DRAG_PX && !state.waiting) {
      card.dataset.dragged = "1"; /* the click that follows the release is not a second play */
      act(choice.action);
    }
  };
  card.addEventListener("pointerup", end);
  card.addEventListener("pointercancel", end);
  card.addEventListener("click", (e) => {
    if (card.dataset.dragged) {
      e.stopImmediatePropagation();
      delete card.dataset.dragged;
    }
  }, true);
}

function renderSeats() {
  const list = $("seats");
  list.replaceChildren();
  state.seats.forEach((s, i) => {
    const li = document.createElement("li");
    let who = seatLabel(i);
    if (s.playedBy !== undefined) {
      who += ": played by " + seatLabel(s.playedBy); /* Dummy Quinto's Dummy, whatever sits there */
    } else if (s.player === "computer") {
      who += ": the " + s.level + " computer";
    } else {
      who += ": " + ({ waiting: "not here yet", here: "here", away: "away", left: "left the table" }[s.presence] || s.presence);
      li.className = s.presence;
    }
    if (i === state.seat) {
      who += " (you)";
    }
    li.textContent = who;
    list.append(li);
  });
}

function render() {
  const t = describe(state.view);
  $("seen").replaceChildren();
  renderTurn(t);
  renderTable(t, cardChoices(choicesOf(state.view)));
  renderHandAndChoices(t);
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

/* ---- Rules help: the desktop's own rules text (assets/rules), shown when asked ---- */

function rulesFiles() {
  const g = state.game.replace(/-/g, "_");
  const v = (state.variant || "").replace(/[^a-z_]/gi, "").toLowerCase();
  const names = [];
  if (v && v !== g) {
    names.push(v + "_" + g, v);
  }
  names.push(g);
  return names;
}

/* The rules file's own light markup: "# " a title, "## " a heading, "- " an item, else a paragraph. The desktop's
   "Playing it here" part (clicks and keys) is left out: this page says its own. */
function showRules(text) {
  const box = $("rules-text");
  box.replaceChildren();
  let list = null;
  let skip = false;
  text.split("\n").forEach((line) => {
    if (line.startsWith("## ")) {
      skip = /playing it here/i.test(line);
    }
    if (skip || line.startsWith("# ") || line.trim() === "") {
      list = line.trim() === "" ? list : null;
      return;
    }
    let node;
    if (line.startsWith("## ")) {
      node = document.createElement("h3");
      node.textContent = line.slice(3);
      list = null;
    } else if (line.startsWith("- ")) {
      if (!list) {
        list = document.createElement("ul");
        box.append(list);
      }
      const li = document.createElement("li");
      li.textContent = line.slice(2);
      list.append(li);
      return;
    } else {
      node = document.createElement("p");
      node.textContent = line;
      list = null;
    }
    box.append(node);
  });
  const here = document.createElement("h3");
  here.textContent = "On this phone";
  const p = document.createElement("p");
  p.textContent = "When it is your turn the phone vibrates and your choices appear under the table. Tap a card " +
    "to play it, or drag it up towards the table. Other choices are buttons that say what they do. If the host " +
    "refuses a move, the rules' reason is shown in red and nothing has changed.";
  box.append(here, p);
}

async function loadRules() {
  const key = state.game + "/" + state.variant;
  if (state.rulesFor === key) {
    return;
  }
  for (const name of rulesFiles()) {
    try {
      const answer = await fetch("rules/" + name + ".txt", { cache: "no-cache" });
      if (answer.ok) {
        showRules(await answer.text());
        state.rulesFor = key;
        return;
      }
    } catch (e) {
      break;
    }
  }
  say($("rules-text"), "The rules could not be loaded from the host.");
}

/* ---- The connection ---- */

function onMessage(event) {
  let m;
  try {
    m = JSON.parse(event.data);
  } catch (e) {
    return;
  }
  state.lastRefusal = m.type === "refused" ? m.reason : null;
  state.lastRefusalAt = Date.now();
  switch (m.type) {
    case "welcome":
      $("refusal").hidden = true;
      $("rejoin").hidden = true;
      state.joined = true;
      state.tries = 0;
      state.seat = m.seat;
      state.seats = m.seats || [];
      state.game = m.game || "";
      state.variant = m.variant || "";
      state.title = m.title || "Parlour";
      say($("title"), state.title + " · table " + m.table);
      say($("status"), m.seat >= 0 ? "You play " + seatLabel(m.seat) + "." : "You are watching.");
      say($("rules-title"), "Rules of " + state.title);
      $("table").hidden = false;
      document.querySelector(".name").hidden = m.seat < 0; /* a watcher has no seat to name */
      renderSeats();
      break;
    case "seats":
      state.seats = m.seats || [];
      renderSeats();
      render();
      break;
    case "view": {
      const wasMine = state.view && state.view.decider === state.seat;
      state.view = m;
      state.waiting = false;
      state.picked.clear();
      if (!wasMine && m.decider === state.seat && state.seat >= 0 && navigator.vibrate) {
        navigator.vibrate(150); /* your turn */
      }
      render();
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
      render();
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
    if (state.lastRefusal !== null && Date.now() - state.lastRefusalAt < CLOSED_WITH_REASON_MS) {
      /* The host closed it with a reason (the seat taken up on another device, too many messages): trying again
         at once would take the seat from the other device, back and forth. The person chooses. */
      state.held = true;
      say($("status"), state.lastRefusal);
      $("refusal").hidden = true;
      $("rejoin").hidden = false;
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
  if (!state.socket && !state.fatal && !state.held && document.visibilityState === "visible") {
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
  $("rejoin").addEventListener("click", () => {
    state.held = false;
    state.lastRefusal = null;
    state.tries = 0;
    $("rejoin").hidden = true;
    connect();
  });
  $("rules").addEventListener("toggle", () => {
    if ($("rules").open) {
      loadRules();
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
