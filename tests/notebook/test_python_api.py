"""The notebook package's Python side, run by notebook.test.js inside a fresh
virtual environment where the wheel is installed (python -m unittest)."""
import html
import json
import re
import subprocess
import sys
import unittest

import attention_playground as ap


def frame_document(output):
    """The document inside the output's <iframe srcdoc="...">."""
    match = re.fullmatch(r'<iframe [^>]*srcdoc="([^"]*)"></iframe>', output)
    assert match, output[:200]
    return html.unescape(match.group(1))


def setup_of(output):
    document = frame_document(output)
    return json.loads(re.search(r'<script type="application/json" id="ap-setup">(.*?)</script>', document).group(1))


class Settings(unittest.TestCase):
    def test_keyword_arguments_become_the_elements_attributes(self):
        widget = ap.Playground(step="heads", scenario="heads", heads=["who", "where"], magnitude=4.5, causal=True,
                               sink=False, focus=2, hide=("causal", "edit"))
        self.assertEqual(setup_of(widget._repr_html_())["attributes"], {
            "step": "heads", "scenario": "heads", "heads": "who,where", "magnitude": "4.5", "causal": "on",
            "sink": "off", "focus": "2", "hide": "causal,edit"})

    def test_an_unknown_setting_is_a_type_error_naming_the_closest_one(self):
        with self.assertRaisesRegex(TypeError, r"unknown setting 'magnitud' \(did you mean 'magnitude'\?\)"):
            ap.Playground(magnitud=4)

    def test_a_scenario_of_ones_own_travels_as_data_not_as_an_attribute(self):
        own = {"format": 1, "id": "mine", "sentence": "a b", "title": "</script><b>bold</b>"}
        setup = setup_of(ap.Playground(scenario=own).html())
        self.assertEqual(setup["scenario"], own)
        self.assertNotIn("scenario", setup["attributes"])
        # Its checks are a part of their own, carried along; a built-in example needs none.
        self.assertIn("scenario", ap.Playground(scenario=own).parts)
        self.assertNotIn("scenario", ap.Playground(scenario="sky").parts)

    def test_a_scenario_that_contains_itself_is_a_value_error_naming_where(self):
        # Issue 39: Python's RecursionError once, with no word of which argument.
        own = {"format": 1, "id": "mine", "sentence": "a b", "tokens": []}
        own["tokens"].append(own)
        with self.assertRaisesRegex(ValueError, r"^scenario\['tokens'\]\[0\] contains itself: a scenario must be plain JSON data"):
            ap.Playground(scenario=own)
        loop = {"id": "loop"}
        loop["self"] = loop
        with self.assertRaisesRegex(ValueError, r"^scenario\['self'\] contains itself"):
            ap.Playground(scenario=loop)
        # Not JSON at all (a number that is not finite, a set): said of the scenario too.
        with self.assertRaisesRegex(ValueError, r"^scenario must be plain JSON data"):
            ap.Playground(scenario={"id": "x", "magnitude": float("nan")})
        with self.assertRaisesRegex(ValueError, r"^scenario must be plain JSON data"):
            ap.Playground(scenario={"id": "x", "features": {"a", "b"}})

    def test_an_authors_text_never_becomes_markup_in_the_frame(self):
        heading = 'Softmax </script><img src=x onerror="alert(1)"> & more'
        document = frame_document(ap.Playground(step="softmax", heading=heading).html())
        self.assertEqual(setup_of(ap.Playground(step="softmax", heading=heading).html())["attributes"]["heading"], heading)
        self.assertNotIn("<img", document)
        self.assertEqual(document.count("</script>"), document.count("<script"))


class Parts(unittest.TestCase):
    def test_a_step_of_the_chapter_carries_only_the_classic_file_and_the_notes(self):
        self.assertEqual(ap.Playground(step="softmax", scenario="magnitude").files(),
                         ["attention-playground.js", "attention-playground-notes.js"])

    def test_what_the_settings_can_need_comes_along(self):
        self.assertEqual(ap.Playground(step="softmax", lang="es-MX", scenario="bank", sentence="the cat").parts,
                         ["es", "examples", "notes", "sentence"])
        self.assertIn("attention-training.js", ap.Playground(step="learned").files())
        self.assertIn("attention-training.js", ap.Playground().files())  # no step: the learner reaches "learned"
        self.assertEqual(ap.Playground(step="all", parts="all").parts, sorted(ap._files.manifest()["parts"]))

    def test_train_shows_the_learned_step_training_from_its_seed_as_it_draws(self):
        playground = ap.train(seed=7)  # outside a kernel: the Playground
        self.assertEqual(playground.attributes["step"], "learned")
        self.assertEqual(playground.attributes["training"], "7:start")
        for name in ("attention-training.js", "attention-playground-training.js", "attention-model-en.js"):
            self.assertIn(name, playground.files())  # the training module, its card, the committed model for "Skip"
        self.assertEqual(ap.train(seed=2, lang="es").attributes["lang"], "es")
        self.assertEqual(ap.train(step="all").attributes["step"], "all")
        for bad in (-1, 2 ** 32, 1.5, True, "3"):
            with self.assertRaisesRegex(ValueError, "seed must be a whole number from 0 to 4294967295"):
                ap.train(seed=bad)
        with self.assertRaisesRegex(TypeError, "train\\(\\) takes the seed itself"):
            ap.train(training="3")

    def test_parts_must_be_known(self):
        with self.assertRaisesRegex(ValueError, "unknown part"):
            ap.Playground(parts=["sentense"])

    def test_parts_must_be_auto_all_or_a_list_of_names(self):
        for parts in (None, 3, "examples"):
            with self.assertRaisesRegex(TypeError, r"parts takes 'auto', 'all' or a list of part names"):
                ap.Playground(parts=parts)

    def test_auto_carries_the_examples_a_learner_can_flip_to(self):
        # The needs step flips through bank, it, opened, sky and treaty: bank, opened and treaty are not
        # among the examples a step opens with, so they come with the examples part.
        more = set(ap._files.manifest()["moreExamples"])
        self.assertTrue({"bank", "opened", "treaty"} <= more)
        self.assertIn("examples", ap.Playground(step="needs").parts)
        self.assertIn("examples", ap.Playground().parts)  # no step: the learner reaches the needs step
        self.assertIn("examples", ap.Playground(step="softmax", scenarios=["it", "bank"]).parts)
        self.assertNotIn("examples", ap.Playground(step="softmax", scenarios=["it", "sky"]).parts)

    def test_the_trained_model_comes_along_where_a_view_shows_it_in_the_widgets_language(self):
        heads = ap.Playground(step="heads", model="trained")
        self.assertEqual(heads.attributes["model"], "trained")
        self.assertIn("trained", heads.parts)
        self.assertIn("attention-model-en.js", heads.files())
        spanish = ap.Playground(step="learned", lang="es").files()  # Spanish reads with its own model, its weights inside
        self.assertIn("attention-model-es.js", spanish)
        self.assertNotIn("attention-model-en.js", spanish)
        self.assertNotIn("attention-playground-model-es.js", spanish)
        self.assertIn("attention-model-en.js", ap.Playground(step="heads", model="trained", lang="fr").files())
        self.assertFalse(any("model" in name for name in ap.Playground(step="softmax").files()))

    def test_a_language_written_with_an_underscore_carries_its_part(self):
        self.assertIn("es", ap.Playground(step="softmax", lang="es_MX").parts)
        self.assertIn("es", ap.Playground(step="softmax", lang="es-MX").parts)


class BadValues(unittest.TestCase):
    def test_a_height_that_is_not_a_finite_positive_number_is_refused_at_once(self):
        for height in (float("nan"), float("inf"), -float("inf"), 0, -3, True, "400"):
            with self.assertRaisesRegex(ValueError, r"height must be a positive, finite number of px"):
                ap.Playground(height=height)
        self.assertEqual(ap.Playground(height=420.5).height, 420.5)

    def test_a_lone_surrogate_in_any_argument_is_refused_naming_where_it_is(self):
        with self.assertRaisesRegex(ValueError, r"heading holds a lone surrogate at character 3 \('\\ud83d'\)"):
            ap.Playground(heading="abc\ud83d")
        with self.assertRaisesRegex(ValueError, r"hide holds a lone surrogate at character 0"):
            ap.Playground(hide=["causal", "\udc00"])
        with self.assertRaisesRegex(ValueError, r"scenario\['tokens'\]\[1\]\['text'\] holds a lone surrogate at character 1"):
            ap.Playground(scenario={"id": "mine", "tokens": [{"text": "a"}, {"text": "b\ud800"}]})
        with self.assertRaisesRegex(ValueError, r"scenario key '\\udfff' holds a lone surrogate"):
            ap.Playground(scenario={"id": "mine", "\udfff": 1})
        # A whole emoji (a surrogate pair in a JavaScript string) is one character here, and fine.
        self.assertEqual(ap.Playground(heading="cats \U0001F408").attributes["heading"], "cats \U0001F408")

    def test_save_never_leaves_an_existing_file_empty(self):
        import os
        import tempfile
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("my page")
        widget = ap.Playground(step="softmax")
        widget.attributes["heading"] = "cut \ud83d"  # as if it had slipped past the checks
        with self.assertRaises(UnicodeEncodeError):
            widget.save(path)
        with open(path, encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "my page")
        self.assertEqual(os.listdir(folder), ["page.html"], "nothing half-written is left beside it")
        ap.Playground(step="softmax").save(path)
        with open(path, encoding="utf-8") as handle:
            self.assertTrue(handle.read().startswith("<!doctype html>"))


class Imports(unittest.TestCase):
    def test_importing_the_package_does_not_import_ipython(self):
        code = "import sys, attention_playground; print('IPython' in sys.modules)"
        self.assertEqual(subprocess.check_output([sys.executable, "-c", code], text=True).strip(), "False")

    def test_show_outside_a_kernel_returns_the_playground(self):
        widget = ap.show(step="sink")
        self.assertIsInstance(widget, ap.Playground)
        self.assertEqual(widget.attributes, {"step": "sink"})

    def test_the_version_is_the_widgets(self):
        self.assertRegex(ap.__version__, r"^\d+\.\d+\.\d+")


if __name__ == "__main__":
    unittest.main()
