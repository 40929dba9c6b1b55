"""The browser app's files, checked without a browser: translations, imports, nothing remote."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

from tcgsim.server.app import PAGES, page_html

STATIC = Path(__file__).resolve().parents[1] / "tcgsim" / "server" / "static"
I18N = STATIC / "i18n"


def table(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))


def scripts() -> list[Path]:
    return sorted((STATIC / "js").rglob("*.js"))


def test_english_and_chinese_have_the_same_keys_and_placeholders() -> None:
    en, zh = table("en"), table("zh-CN")
    assert sorted(en) == sorted(zh)
    for key, text in en.items():
        assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", zh[key])), key


def test_chinese_pokemon_terms_come_from_the_term_table() -> None:
    en, zh = table("en"), table("zh-CN")
    with open(I18N / "terms-zh-CN.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    assert len(rows) >= 30
    for row in rows:
        assert zh[row["key"]] == row["zh-CN"], row["key"]
        assert en[row["key"]] == row["en"], row["key"]
    assert zh["zone.active"] == "战斗场" and zh["zone.bench"] == "备战区"


def test_zero_dimension_terms_are_the_rules_own_words() -> None:
    """ZD:200: the zones as the comprehensive rules name them (战斗区, 生命区, 资源区, …)."""
    en, zh = table("en"), table("zh-CN")
    with open(I18N / "terms-zd-zh-CN.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    assert {r["key"] for r in rows} >= {"zd.battle", "zd.life", "zd.resources", "zd.event"}
    for row in rows:
        assert zh[row["key"]] == row["zh-CN"] and en[row["key"]] == row["en"], row["key"]
        assert row["clause"].startswith("ZD:"), row["key"]


def test_every_text_key_the_scripts_use_exists() -> None:
    en = table("en")
    used: set[str] = set()
    prefixes: set[str] = set()
    for js in scripts():
        src = js.read_text(encoding="utf-8")
        used |= set(re.findall(r"""\bt\("([\w.:-]+)"[,)]""", src))
        prefixes |= set(re.findall(r"""\bt\(`([\w.:-]+)\$\{""", src))
    assert len(used) > 60
    assert not sorted(k for k in used if k not in en)
    for prefix in prefixes:  # keys built at run time, e.g. t(`zone.${zone}`)
        assert any(k.startswith(prefix) for k in en), prefix


def test_pages_and_modules_load_only_local_files_that_exist() -> None:
    for page in PAGES.values():
        html = page_html(page)
        refs = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
        assert any(r.endswith(".js") for r in refs), page
        for ref in refs:
            assert (STATIC / ref.removeprefix("/static/")).is_file(), (page, ref)
    for js in scripts():
        src = js.read_text(encoding="utf-8")
        for ref in re.findall(r'^import .*? from "(\.[^"]+)";', src, re.M):
            assert (js.parent / ref).resolve().is_file(), (js.name, ref)
    for path in STATIC.rglob("*"):
        if path.suffix in (".html", ".css", ".js"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"https?://", text), f"{path.name} refers to another host"
