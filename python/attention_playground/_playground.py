"""The widget as a notebook output.

The output is one <iframe srcdoc>: a document of its own that carries the
widget's classic file, the parts it may load, and frame.js, which lets the
classic file find those parts in the frame itself (frame.js says how). So an
output works wherever it is shown (a live kernel, a saved notebook reopened,
nbconvert's HTML opened from disk) and writes nothing into the notebook's page.
"""
import html
import json
import math
import os
import tempfile

from . import _files, _settings

PARTS_AUTO = "auto"
PARTS_ALL = "all"


def _json_in_html(value):
    """JSON that can sit inside a <script> element: no '<', so no '</script>' or '<!--'."""
    return (json.dumps(value, ensure_ascii=False)
            .replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _parts_for(attributes, scenario):
    """The parts a widget with these settings can come to need (web/js/element/part-list.js)."""
    manifest = _files.manifest()
    step = attributes.get("step", "").strip().lower() or None
    wanted = {"notes"}  # the words of the notes about a setting that could not be used
    language = _language(attributes)
    if language in manifest["parts"]:
        wanted.add(language)  # a language part is named by its language: "es"
    if step == "all":
        wanted.update(["explore", "heatmap", "export", "examples", "sentence"])
    if "sentence" in attributes:
        wanted.add("sentence")
    # The examples the widget can show: the one asked for, the author's list, and those the learner
    # flips through at the step (at every step, when the widget grows step by step).
    flips = manifest["flipExamples"]
    shown = [attributes.get("scenario", "").strip()] if scenario is None else []
    shown += [name.strip() for name in attributes.get("scenarios", "").split(",")]
    for at in (flips if step is None else [step]):
        shown += flips.get(at, [])
    if any(name in manifest["moreExamples"] for name in shown):
        wanted.add("examples")
    if scenario is not None:
        wanted.add("scenario")  # the checks of an example of one's own (the built-in ones come checked)
    if step in (None, "learned", "all") or "training" in attributes:
        wanted.add("training")
    # The trained tiny language model's views (the learned step's card, the heads step's switch, the
    # sink step's real example); its module, with the weights of the widget's language, is a file of its
    # own (Playground.files).
    if step is None or step in manifest["trainedSteps"] or attributes.get("model", "").strip().lower() == "trained":
        wanted.add("trained")
    return sorted(wanted)


def _language(attributes):
    """The widget's language as its parts are named: "es-MX" and "es_MX" both ask for Spanish
    (i18n.js reads "_" as "-")."""
    return attributes.get("lang", "").strip().lower().replace("_", "-").split("-")[0]


def _choose_parts(parts, attributes, scenario):
    known = sorted(_files.manifest()["parts"])
    if parts == PARTS_AUTO:
        return _parts_for(attributes, scenario)
    if parts == PARTS_ALL:
        return known
    if not isinstance(parts, (list, tuple, set, frozenset)) or not all(isinstance(name, str) for name in parts):
        raise TypeError("parts takes 'auto', 'all' or a list of part names (%s)" % ", ".join(known))
    unknown = [name for name in parts if name not in known]
    if unknown:
        raise ValueError("unknown part(s) %s; the parts are: %s" % (", ".join(unknown), ", ".join(known)))
    return sorted(set(parts))


class Playground:
    """One <attention-playground> widget. Keyword arguments are its attributes
    (README "Embed it"): scenario (an id, or a dict: a scenario of your own),
    sentence, step, focus, heads, head, magnitude, sink, causal, numbers, detail,
    rows, sliders, order, edits, hide, controls, heading, task, lang, model
    ("trained": the heads step shows the trained tiny language model's heads),
    training, theme. Lists become comma-separated lists, True/False on/off.

    parts: which of the widget's on-demand parts the output carries: 'auto'
    (those these settings can need), 'all', or a list of names.
    height: the frame's height in px before the widget has drawn (then it
    follows the widget)."""

    def __init__(self, parts=PARTS_AUTO, height=None, **settings):
        self.attributes, self.scenario = _settings.attributes(settings)
        self.parts = _choose_parts(parts, self.attributes, self.scenario)
        if height is not None and (not isinstance(height, (int, float)) or isinstance(height, bool)
                                   or not math.isfinite(height) or height <= 0):
            raise ValueError("height must be a positive, finite number of px (got %r)" % (height,))
        self.height = height

    def files(self):
        """The file names this output carries, the classic file first."""
        manifest = _files.manifest()
        names = [manifest["main"]] + [manifest["parts"][name] for name in self.parts]
        if "training" in self.parts:
            names.append(manifest["training"])
        if "trained" in self.parts:
            # The trained model's module of the widget's language, its weights inside (English's for a language without one).
            models = manifest["models"]
            names.append(models.get(_language(self.attributes), models["en"]))
        return names

    def _frame_document(self):
        manifest = _files.manifest()
        setup = {"attributes": self.attributes, "scenario": self.scenario, "main": manifest["main"]}
        if "training" in self.parts:
            # The one training module this output carries, with every language's storybook (frame.js points the widget at it).
            setup["training"] = manifest["training"]
        lang = self.attributes.get("lang", "").strip() or "en"
        carried = "".join('<script type="application/json" data-file="%s">%s</script>\n'
                          % (html.escape(name), _json_in_html(_files.text(name))) for name in self.files())
        loader = _files.loader()
        return ('<!doctype html>\n<html lang="%s"><head><meta charset="utf-8"><title>Attention Playground</title>'
                '<style>html,body{margin:0;padding:0;background:transparent}body{padding:2px}</style></head><body>\n'
                '<script type="application/json" id="ap-setup">%s</script>\n%s<script>%s</script>\n</body></html>\n'
                % (html.escape(lang), _json_in_html(setup), carried, loader))

    def _initial_height(self):
        if self.height is not None:
            return self.height
        step = self.attributes.get("step", "").strip().lower()
        reserved = _files.manifest()["reserved"]
        if step == "all":
            return 1400
        return reserved.get(step, reserved.get("needs", 400)) + 10

    def _repr_html_(self):
        return ('<iframe class="attention-playground-output" title="Attention Playground" '
                'style="display:block;width:100%%;max-width:100%%;border:0;height:%dpx" '
                'allow="clipboard-write" srcdoc="%s"></iframe>'
                % (self._initial_height(), html.escape(self._frame_document(), quote=True)))

    def html(self):
        """The output's HTML (what a notebook shows)."""
        return self._repr_html_()

    def save(self, path):
        """Writes a page of its own holding the widget (it works from disk). The page is written
        whole beside `path` and then put in its place: a file already there is never left empty."""
        page = ('<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Attention Playground</title>'
                '</head><body>\n%s\n</body></html>\n' % self._repr_html_()).encode("utf-8")
        folder = os.path.dirname(os.path.abspath(os.fspath(path)))
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".attention-playground-", suffix=".html")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(page)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
        return path

    def __repr__(self):
        return "Playground(%s)" % ", ".join("%s=%r" % item for item in sorted(self.attributes.items()))


def train(seed=1, parts=PARTS_AUTO, height=None, **settings):
    """Shows the learned step with its model training from `seed` as the output draws (the
    widget's training="SEED:start"): the same training as the page's (the same C++ on the same
    storybook, compiled to WebAssembly, in the output's own Web Worker), its progress on screen:
    the steps, the loss, a sentence's guesses and what its pronoun looks at, the gate. Pause, a
    step, another seed and the committed model are the widget's own buttons; in the whole
    playground (step="all") the learner's model reads the trained card's sentences too.
    Settings as for show() (lang="es" trains on the Spanish storybook)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= 2 ** 32 - 1:
        raise ValueError("seed must be a whole number from 0 to 4294967295 (got %r)" % (seed,))
    if "training" in settings:
        raise TypeError("train() takes the seed itself: seed=%r, not training=" % (settings["training"],))
    settings.setdefault("step", "learned")
    return show(parts=parts, height=height, training="%d:start" % seed, **settings)


def show(parts=PARTS_AUTO, height=None, **settings):
    """Shows the widget as the cell's output (IPython.display), e.g.
    show(step="softmax", scenario="magnitude", magnitude=9). Outside IPython it
    returns the Playground (its html() or save() then give the page)."""
    playground = Playground(parts=parts, height=height, **settings)
    try:
        from IPython import get_ipython  # only when asked to show: no import of IPython at import time
        from IPython.display import display
    except ImportError:
        return playground
    if get_ipython() is None:
        return playground
    display(playground)
    return None
