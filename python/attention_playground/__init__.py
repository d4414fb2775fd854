"""The Attention Playground widget in a notebook.

    import attention_playground as ap
    ap.show(step="softmax", scenario="magnitude", magnitude=9)

``show`` displays the widget (classic Jupyter, JupyterLab, VS Code, Colab, and
the HTML ``jupyter nbconvert`` writes); ``Playground`` is the same widget as an
object with ``_repr_html_``; ``train(seed=1)`` shows the learned step with its
model training in the output, its progress on screen. Everything the widget needs travels inside the
output: no server, no network, no files next to the notebook.
"""
from ._files import version as _version
from ._playground import Playground, show, train

__version__ = _version()
__all__ = ["Playground", "show", "train", "__version__"]
