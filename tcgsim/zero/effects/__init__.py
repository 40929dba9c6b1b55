"""Card effects as data: the vocabulary card files write their effects in.

The ops live in ``ops_*.py`` (by what they do), the filter keys and conditions in
``filters.py``; ``tcgsim.zero.install`` lists every one of them in the registry, and
``rules.scripts`` runs them.

A card definition's ``effects`` is a list of effect dicts (ZD:700: each paragraph is one
effect; they resolve left to right, top to bottom)::

  {"type": "continuous", "level": 2, "gate": "TRANSFORM", "cond": [[name, {args}], ...],
   "who": "self" | "equipped" | {filter}, "mod": {"atk": 1000, "def": 1000},
   "set": {"atk": 2000}, "grant": [["RUSH"]], "cant": ["attack", "defend", "target",
   "be_destroyed"], "must": ["attack" | "defend"], "attacks": 2}   (attacks: how many times
   a turn it may attack)
  {"type": "trigger", "when": "appear", "who": "self" | {filter}, "may": true,
   "cond": [...], "cost": [ops], "targets": [target specs], "do": [ops]}
  {"type": "activated", "zone": "battle" | "hand" | "rest" | "res", "timing": "instant" |
   "normal", "once_per_turn": true, "cond": [...], "cost": [ops], "targets": [...],
   "do": [ops]}
  {"type": "use", "targets": [...], "cost": [ops], "do": [ops]}   the effect of a tactic card
   when it resolves (ZD:320); for other cards: targets/choices and extra costs when it is
   used (ZD:318), and ``do`` runs as it enters the battle zone from that use (e.g. Mr.2's
   "when used from the hand, choose a character...", BP11-018)
   An equipment's use effect may say ``"equip_side": "any" | "opp"`` (BP02-061 魔封波, ZD:319).
  {"type": "on_appear", "do": [ops]}   "于此牌登场时…" (ZD:801): not a trigger; done as the card
   appears, before the same-name check, no chain, no free timing; the card's 【登场时】
   effects trigger after it (with what it gained, ZD:709)
  {"type": "grant_use", "zone": "rest", "filter": {...}}   its player may use matching cards
   from that zone by the normal rules (ZD:623 case 2; ops ``allow_use`` for a number of uses
   this turn, ``use_card`` for a card an effect uses, case 3)
  {"type": "replacement", "on": "move", "from": "battle", "to": "rest", "filter": {...},
   "instead": "removed"}   "if a card would go ..., instead ..." (改为, ZD:707), once per move
  {"type": "replacement", "on": "damage", "filter": {...}, "mult": 2 | "add": n |
   "set": n, "battle_only": false}   damage to a character replaced, once per damage event

and ``counter`` (a card's 反击特效, ZD:312/704) is a list of ops, run when the card is flipped
from the life zone by damage.

``when`` names a timing of rule 800 (``rules.triggers.RULE_TIMINGS``, all of them in
``registry.TIMINGS``: appear, destroyed, battle_destroyed, attack_destroyed,
defense_destroyed, battle_win, attack_win, defense_win, attack, defend, turn_start,
my_turn_start, opp_turn_start, turn_end, my_turn_end, opp_turn_end, battle, attack_battle,
defense_battle, leave_to_rest, enter_rest, direct_hit, life_damaged, untapped, levelup,
dimension_levelup; keyword modules add theirs, e.g. shikai_success 【刀剑解放成功时】 and
resurreccion_success 【归刃成功时】 in ``keywords.release``).

A target spec (ZD:705; chosen when the card or effect is used/put on the chain, re-checked
when it resolves)::

  {"filter": {filter}, "n": 1, "up_to": false, "zone": "battle" | "rest" | "hand" | "chain",
   "choose": false}     ("choose": 选择, not 指定: untargetable cards may be chosen, ZD:705)
  {"zone": "chain", "links": "effect", "side": "any" | "own" | "opp"}   an effect on the
   chain (取消, ZD:620), named by ``[source card, version, link id]``

Ops for the kinds of effect of rules 600/700 (each used by a card, ``cards/SOURCE.md``):
``end_turn`` (ZD:619), ``cancel`` (a card or an effect on the chain, ZD:620),
``take_control {sel, until}`` (ZD:612, control returns when it ends), ``prevent_damage``
(ZD:607), ``copy_of`` / ``copy_used`` (a card in play / a card being used, ZD:706), ``must``,
``remove_from_combat`` (ZD:621), ``mod`` with negative values, ``lose_effects`` (ZD:708),
``move_counter {from, to, name, n}`` (ZD:326), ``each_discard`` (each player chooses, then
all at once, ZD:102), ``to_life`` / ``life_from_deck`` (the owner orders cards going to the
life zone together, ZD:202).

An op is ``[name, {args}]`` or ``[name, {args}, {"if": [conditions]}]`` (checked when the op
runs) or ``[name, {args}, {"if_used": [conditions]}]`` ("如果使用此牌时…": judged as the card
is used and remembered on its chain link, not checked again, ZD:707). Ops name their
objects with a *selector*: ``"self"`` (this card, ZD:601), ``{"t": i}`` (the live targets of
spec i), ``{"var": name}`` (cards an earlier op chose), ``{"all": {filter}}`` (every card in
the battle zones matching), ``{"event": "subject"}`` (the card the trigger is about).
Players: ``"me"`` (the controller) / ``"opp"`` (ZD:610).

Writing an op: a function in an ``ops_*`` module (or the keyword's module), listed by its
name in ``OPS`` of ``tcgsim/zero/install.py``::

  def draw(g, f, n=1, who="me"):          # f: the script frame (p, src, tg, x, v, ev)
      g.draw(player_of(f, who), n)
      return True                          # done; False = asked a decision, runs again
                                           # with f["ans"] set

  def can_discard_hand(g, ctx, n=1, **_):  # optional, in ``ABLE``: can this cost be paid?
      return len(g.pl(ctx["p"])["hand"]) >= n                                # (ZD:702/703)

After every op the state checks run (lethal damage, defense 0, character-name
uniqueness, ZD:305/309/607: "immediately, even during an effect").
"""

