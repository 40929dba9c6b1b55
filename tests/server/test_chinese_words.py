"""Everything the table words in English reads in Simplified Chinese too
(tcgsim/server/zhwords.py): each prompt, option label and log line of random games of both
games, and the card names of the board."""

from __future__ import annotations

import random

import pytest

from tcgsim.games import GAMES
from tcgsim.server import present
from tcgsim.server.zhwords import name, translate
from tests.zh_words import untranslated

ZH = "zh-CN"


def random_game_words(game: str, seed: int) -> list[str]:
    """The Chinese words of every decision, option and log line of one random game."""
    kind = GAMES[game]
    rng = random.Random(seed)
    decks = kind.bundled_decks()
    g = kind.new_game(kind.load_deck(rng.choice(decks)), kind.load_deck(rng.choice(decks)),
                      seed=seed)
    words: list[str] = []
    for _ in range(400):
        d = g.decision
        if g.result is not None or d is None:
            break
        sent = present.decision(kind, d, g, d.player, g.view(d.player))
        words.append(sent["prompts"][ZH])
        words += [o["labels"][ZH] for o in sent["options"]]
        words += present.names(g.view(d.player)).values()
        k = rng.randint(d.min, d.max)
        g.respond(sorted(rng.sample(range(len(d.options)), k)))
    words += [e["texts"][ZH] for e in present.with_text(kind, g.log_for(0), 0, g)]
    return words


@pytest.mark.parametrize(("game", "seed"), [("pokemon", 1), ("pokemon", 2), ("zero", 1),
                                            ("zero", 2)])
def test_every_prompt_option_and_log_line_of_a_random_game_reads_in_chinese(
    game: str, seed: int
) -> None:
    found = sorted({w for text in random_game_words(game, seed) for w in untranslated(text)})
    assert found == []


def test_pokemon_names_read_as_the_chinese_cards_print_them() -> None:
    """Species from the committed table; Mega as 超级, ex kept; Basic Energy by type; a
    Trainer from the card-name table; a name without a source as printed."""
    assert name("Snover") == "雪笠怪"
    assert name("Mega Abomasnow ex") == "超级暴雪王ex"
    assert name("Basic Grass Energy") == "基本草能量"
    assert name("Dreepy (Bench)") == "多龙梅西亚（备战区）"
    assert name("Lost Vacuum") == "放逐吸尘器"
    assert name("Lillie's Determination") == "Lillie's Determination"


def test_sentences_keep_whose_card_and_counts() -> None:
    assert translate("Your Snover took 40 damage") == "你的雪笠怪受到了40点伤害"
    assert translate("The opponent's Snover was Knocked Out") == "对手的雪笠怪【昏厥】了"
    assert translate("The opponent took 2 Prize cards; 3 left") == "对手拿取了2张奖赏卡；剩余3张"
    assert translate("Lost Vacuum: Choose 1") == "放逐吸尘器：选择1个"
    assert translate("Attack: Chilly (30)") == "招式：寒意（30）"
    assert translate("End your turn") == "结束你的回合"


def test_a_line_no_pattern_knows_stays_as_it_is() -> None:
    assert translate("An unheard-of sentence") == "An unheard-of sentence"
