"""Keyword arguments -> the element's attributes.

The names are the widget's own settings (web/js/state/settings.js, listed in the
manifest at build time) and `theme`; their values are checked by the widget
itself, which shows a note for one it cannot use, as it does for a page's
attributes. Here only the Python types are turned into attribute text.
"""
import difflib
import json
import math
from collections.abc import Mapping

from . import _files


def names():
    return list(_files.manifest()["settings"])


def _text(name, value):
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("%s must be a finite number (got %r)" % (name, value))
        return repr(value)
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return ",".join(_text(name, item) for item in value)
    raise TypeError("%s takes a string, a number, a bool or a list (got %s)" % (name, type(value).__name__))


def attributes(settings):
    """(attributes, inline scenario or None) for the given keyword arguments."""
    known = names()
    out = {}
    scenario = None
    for name, value in settings.items():
        if name not in known:
            close = difflib.get_close_matches(name, known, n=1)
            hint = " (did you mean %r?)" % close[0] if close else ""
            raise TypeError("attention_playground: unknown setting %r%s; the settings are: %s"
                            % (name, hint, ", ".join(known)))
        if value is None:
            continue
        if name == "scenario" and isinstance(value, Mapping):
            # A scenario of one's own (docs/scenario-format.md), held inline by the element.
            scenario = json.loads(json.dumps(value, allow_nan=False))
            continue
        out[name] = _text(name, value)
    return out, scenario
