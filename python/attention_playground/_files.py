"""The widget's built files, shipped inside the package (widget/, staged from
dist/ by tools/stage-wheel.js), and their manifest."""
import json
import os
from functools import lru_cache

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "widget")


def _path(name):
    path = os.path.join(FOLDER, name)
    if not os.path.isfile(path):
        raise FileNotFoundError(
            "attention_playground: the widget's file %s is missing from %s; "
            "install the package from its wheel (./build.sh wheel builds it)" % (name, FOLDER))
    return path


@lru_cache(maxsize=None)
def manifest():
    with open(_path("manifest.json"), encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=None)
def text(name):
    with open(_path(name), encoding="utf-8") as handle:
        return handle.read()


@lru_cache(maxsize=None)
def loader():
    """frame.js, the script of the frame each output is (_playground.py)."""
    with open(os.path.join(os.path.dirname(FOLDER), "frame.js"), encoding="utf-8") as handle:
        return handle.read()


def version():
    try:
        return manifest()["version"]
    except FileNotFoundError:
        return "0+unknown"
