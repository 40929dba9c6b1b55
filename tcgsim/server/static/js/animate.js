// On-board animation of what the log says happened: an attacking Pokémon or character
// lunges, a damaged one shakes, a Knocked Out one fades away, a Prize card or life card
// taken pulses its counter, a Pokémon given Energy glows, a card played or put into play
// pops in. An event finds the element it is about on the board drawn now (the board
// before the state while the opponent's turn plays line by line, the new board after);
// the animated class stays on that element until the next redraw. The motion itself is
// CSS (app.css, "anim-"), switched off under prefers-reduced-motion.
import { $$ } from "./dom.js";

/** The animation classes, by what happened. */
export const ANIM = {
  attack: "anim-attack",
  damage: "anim-damage",
  ko: "anim-ko",
  prize: "anim-prize",
  attach: "anim-attach",
  played: "anim-played",
};

const side = (root, p) => root.querySelector(`.side[data-player="${p}"]`);
const inSide = (root, p, sel) => (p == null ? [] : $$(sel, side(root, p) || root).slice(0, 1));
const byName = (root, p, name) => {
  const all = $$(".slot[data-name]", (p != null && side(root, p)) || root).filter((el) => el.dataset.name === name);
  return all.slice(-1); // the newest of two of the same name: the one just put into play
};
const byId = (root, id) => (id == null ? [] : $$(`[data-id="${id}"]`, root).filter((el) => !el.closest(".hand-zone, dialog")).slice(0, 1));
// the Pokémon an event is about by its place on the board (the server adds it: which of two of
// a name), else by its name
const placed = (root, e) => (e.place?.slot == null ? null : $$(`.slot[data-slot="${e.place.slot}"]`, root));
const named = (root, e, p, name) => placed(root, e) || byName(root, p, name);
const counter = (root, p) => inSide(root, p, ".counter.prizes, .counter.life");
const discard = (root, p, zone) => inSide(root, p, `.zone-button[data-zone="${zone}"]`);

/**
 * [element, class] pairs for a Pokémon event. Events name Pokémon, not their places: on the
 * board before them (drawn false) a Knocked Out Pokémon is still there and one put into play
 * not yet; on the board after them (drawn true) the other way round, so a Knock Out moves
 * its owner's discard pile, never another Pokémon of the same name.
 */
function pokemonTargets(root, e, drawn) {
  const p = e.player;
  const arrived = (els) => (drawn ? els : []);
  switch (e.type) {
    case "attack":
      return e.step === 1 ? (placed(root, e) || inSide(root, p, ".active-zone .slot")).map((el) => [el, ANIM.attack]) : [];
    case "damage":
    case "damage_counters":
      return $$(`.slot[data-slot="${e.slot}"]`, root).map((el) => [el, ANIM.damage]);
    case "knocked_out":
      return (drawn ? discard(root, p, "discard") : named(root, e, p, e.pokemon)).map((el) => [el, ANIM.ko]);
    case "prizes_taken":
      return counter(root, p).map((el) => [el, ANIM.prize]);
    case "attach": {
      const own = named(root, e, p, e.target); // one's own Pokémon, unless an effect says else
      return (own.length ? own : byName(root, null, e.target)).map((el) => [el, ANIM.attach]);
    }
    case "bench":
    case "promote":
      return arrived(named(root, e, p, e.pokemon)).map((el) => [el, ANIM.played]);
    case "evolve":
      return arrived(named(root, e, p, e.into)).map((el) => [el, ANIM.played]);
    case "play_trainer":
      return arrived(e.kind === "Stadium" ? $$(".stadium-zone .card", root) : discard(root, p, "discard")).map((el) => [el, ANIM.played]);
    default:
      return [];
  }
}

/** [element, class] pairs for a Zero Dimension event (its cards carry their instance ids). */
function zeroTargets(root, e) {
  const id = e.card?.id;
  switch (e.type) {
    case "declare_attack":
      return byId(root, id).map((el) => [el, ANIM.attack]);
    case "damage":
      return byId(root, id).map((el) => [el, ANIM.damage]);
    case "life_damage":
      return counter(root, e.player).map((el) => [el, ANIM.prize]);
    case "levelup":
      return byId(root, id).map((el) => [el, ANIM.played]);
    case "release":
      return byId(root, id).concat(byId(root, e.onto?.id)).slice(0, 1).map((el) => [el, ANIM.played]);
    case "move":
      if (e.src === "battle" && e.dest === "rest") {
        const gone = byId(root, id);
        return (gone.length ? gone : discard(root, e.owner, "zd.rest")).map((el) => [el, ANIM.ko]);
      }
      if (e.dest === "battle" || e.dest === "res" || e.dest === "event") return byId(root, id).map((el) => [el, ANIM.played]);
      return [];
    default:
      return [];
  }
}

const TARGETS = { pokemon: pokemonTargets, zero: zeroTargets };

/** Whether an event takes a card out of play (it fades on the board before it). */
export function leavesPlay(e) {
  return e.type === "knocked_out" || (e.type === "move" && e.src === "battle" && e.dest === "rest");
}

/**
 * Animate events[i] for i in indices on the board in root, drawn after them (true) or
 * before (false); returns the indices that found an element to animate. Several at once are
 * staggered by `step` ms each (up to 8 steps).
 */
export function animate(root, game, events, indices, drawn = true, step = 0) {
  const targets = TARGETS[game];
  const done = [];
  if (!targets) return done;
  let n = 0;
  for (const i of indices) {
    const pairs = targets(root, events[i] || {}, drawn);
    if (!pairs.length) continue;
    done.push(i);
    for (const [el, cls] of pairs) {
      el.classList.remove(...Object.values(ANIM)); // the newest event's motion, alone
      void el.offsetWidth; // restart the animation when the same class comes back
      el.classList.add("anim", cls);
      el.dataset.animEvent = String(i); // which log line moved it (and for the tests)
      el.style.animationDelay = step ? `${Math.min(n, 8) * step}ms` : "";
    }
    n += 1;
  }
  return done;
}
