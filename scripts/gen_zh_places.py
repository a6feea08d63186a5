"""Regenerate src/complex_memory_manager/privacy/data/zh_places.txt from the Chinese place
names in libphonenumber's geocoding data (the ``phonenumbers`` package, Apache License 2.0).

The Chinese name detectors ask "is this surname-led run a city or county?" (和唐山比起来,
今天许昌下雪了, 伊春最近一直下雨): every prefecture, city and county name of two or three
characters in the Chinese descriptions of +86 number ranges, without its 省/市/县/区 suffix.
Run: python scripts/gen_zh_places.py
"""

from __future__ import annotations

import re
from pathlib import Path

from phonenumbers.geodata import GEOCODE_DATA

DATA = Path(__file__).resolve().parents[1] / "src/complex_memory_manager/privacy/data"
HEADER = """\
# Chinese prefecture, city and county names of two or three characters (their 省/市/县/区
# suffix removed), from the Chinese descriptions of +86 number ranges in libphonenumber's
# geocoding data (phonenumbers package, Apache License 2.0). Regenerate: scripts/gen_zh_places.py"""


def main() -> None:
    names: set[str] = set()
    for prefix, langs in GEOCODE_DATA.items():
        zh = langs.get("zh") if prefix.startswith("86") else None
        if not zh:
            continue
        for part in re.split(r"省|市|自治区|自治州|地区|盟|县|区|[^\u4e00-\u9fff]", zh):
            if 2 <= len(part) <= 3:
                names.add(part)
    words = sorted(names)
    lines = [HEADER] + [" ".join(words[i : i + 40]) for i in range(0, len(words), 40)]
    (DATA / "zh_places.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
