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


def well_formed(text, where):
    """Refuses a lone UTF-16 surrogate (half an emoji, cut): a notebook cannot send it as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError("%s holds a lone surrogate at character %d (%r): text must be valid Unicode"
                         % (where, error.start, text[error.start])) from None
    return text


def _well_formed_json(value, where, inside=()):
    """Every string (and key) of a scenario given as a dict, checked by well_formed(); a dict or
    list that holds itself (inside: the ids of those it is in) is refused by where it is, not by
    Python's RecursionError."""
    if isinstance(value, (Mapping, list, tuple)):
        if id(value) in inside:
            raise ValueError("%s contains itself: a scenario must be plain JSON data, no dict or list inside itself" % where)
        inside = inside + (id(value),)
    if isinstance(value, str):
        well_formed(value, where)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if isinstance(key, str):
                well_formed(key, "%s key %r" % (where, key))
            _well_formed_json(item, "%s[%r]" % (where, key), inside)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _well_formed_json(item, "%s[%d]" % (where, index), inside)


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
        return well_formed(value, name)
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
            _well_formed_json(value, "scenario")
            try:
                scenario = json.loads(json.dumps(value, allow_nan=False))
            except (TypeError, ValueError) as error:
                raise ValueError("scenario must be plain JSON data (%s)" % error) from None
            continue
        out[name] = _text(name, value)
    return out, scenario
