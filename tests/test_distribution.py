"""What a user adopting the library gets: one version number, the licence and its files,
the changelog."""

from __future__ import annotations

import glob
import re
import tomllib
from pathlib import Path

import pytest

import tcgsim

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]


def test_the_version_is_pyprojects() -> None:
    assert tcgsim.__version__ == PROJECT["version"]


def test_without_a_checkout_the_version_is_the_installed_metadata(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(tcgsim, "_PYPROJECT", tmp_path / "pyproject.toml")
    monkeypatch.setattr(tcgsim.metadata, "version", lambda name: f"{name}-9.8.7")
    assert tcgsim._version() == "tcgsim-9.8.7"


def test_a_pyproject_of_another_project_is_not_read(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "other"\nversion = "5.0"\n', "utf-8")
    monkeypatch.setattr(tcgsim, "_PYPROJECT", other)
    monkeypatch.setattr(tcgsim.metadata, "version", lambda name: "1.2.3")
    assert tcgsim._version() == "1.2.3"


def test_no_installed_copy_and_no_checkout_says_unknown(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def missing(name: str) -> str:
        raise tcgsim.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(tcgsim, "_PYPROJECT", tmp_path / "pyproject.toml")
    monkeypatch.setattr(tcgsim.metadata, "version", missing)
    assert tcgsim._version() == "0+unknown"


def test_the_changelog_has_the_version_and_an_unreleased_section() -> None:
    headings = re.findall(r"^## \[([^\]]+)\]", (ROOT / "CHANGELOG.md").read_text("utf-8"), re.M)
    assert headings[0] == "Unreleased"
    assert PROJECT["version"] in headings


def test_the_licence_is_mit_and_its_files_ship() -> None:
    assert PROJECT["license"] == "MIT"
    assert "Copyright (c) 2026 the tcgsim authors" in (ROOT / "LICENSE").read_text("utf-8")
    for pattern in PROJECT["license-files"]:
        assert glob.glob(pattern, root_dir=ROOT), pattern
    # the TCGdex licence asks to travel with its data: in the package as well as the metadata
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))[
        "tool"]["setuptools"]["package-data"]["tcgsim.pokemon"]
    assert "data/LICENSE*" in package_data
    assert (ROOT / "tcgsim/pokemon/data/LICENSE.tcgdex.txt").is_file()


def test_the_notice_names_the_card_datas_sources_and_owners() -> None:
    notice = (ROOT / "NOTICE.md").read_text("utf-8")
    for name in ("pokemon-tcg-data", "TCGdex", "The Pokémon Company", "Nintendo",
                 "Zero Dimension", "tcgsim/zero/cards/SOURCE.md"):
        assert name in notice, name
