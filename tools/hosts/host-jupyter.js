// Jupyter: the notebook package (python/, its wheel from ./build.sh wheel) in a
// fresh venv (Debian's Jupyter seen through --system-site-packages), a notebook
// that calls attention_playground.show(...) and one that does not, both executed
// by Debian's `jupyter nbconvert --to html --execute` (tests/notebook/ does the same
// with more cells). Only the outputs of show() hold the widget: each is an
// <iframe srcdoc> that carries the widget's files.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { writeFiles, run, debianInstalled } = require('./util.js');

const root = path.resolve(__dirname, '../..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const wheel = path.join(root, 'dist', 'python', `attention_playground-${version}-py3-none-any.whl`);
const KERNEL = 'attention-playground-hosts';
const NEEDED = ['jupyter-nbconvert', 'python3-ipykernel', 'python3-venv'];

const notebook = (cells) => ({
  nbformat: 4, nbformat_minor: 5, cells,
  metadata: { kernelspec: { name: KERNEL, display_name: 'Course', language: 'python' }, language_info: { name: 'python' } },
});
const markdown = (source) => ({ cell_type: 'markdown', metadata: {}, source });
const code = (source) => ({ cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source });
// Jupyter's folders inside the site's, so nothing of the user's is read or written.
const jupyterEnv = (dir) => ({
  JUPYTER_CONFIG_DIR: path.join(dir, 'jupyter', 'config'), JUPYTER_DATA_DIR: path.join(dir, 'jupyter', 'data'),
  JUPYTER_RUNTIME_DIR: path.join(dir, 'jupyter', 'runtime'), JUPYTER_PATH: path.join(dir, 'venv', 'share', 'jupyter'),
  IPYTHONDIR: path.join(dir, 'jupyter', 'ipython'), PYTHONNOUSERSITE: '1', PIP_NO_INDEX: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1',
});

module.exports = {
  label: 'Jupyter (nbconvert)', version: `${debianInstalled('jupyter-nbconvert') || '?'}`, out: 'out',
  withPath: '/lesson.html', withoutPath: '/index.html',
  // What Debian's nbconvert template links for itself (require.js, MathJax: file:///usr/share/javascript/):
  // not the widget's, and not on any host of the course.
  ignore: /^file:\/\/\/usr\/share\/javascript\/|Not allowed to load local resource: file:\/\/\/usr\/share\/javascript\//,
  unavailable() {
    const missing = NEEDED.filter((name) => !debianInstalled(name));
    if (missing.length) return `Debian packages missing: apt-get install ${missing.join(' ')}`;
    return fs.existsSync(wheel) ? null : `${path.relative(root, wheel)} is missing: run ./build.sh wheel`;
  },
  async make(dir) {
    const env = jupyterEnv(dir);
    const python = path.join(dir, 'venv', 'bin', 'python');
    let seconds = run('/usr/bin/python3', ['-m', 'venv', '--system-site-packages', path.join(dir, 'venv')], dir, env);
    seconds += run(python, ['-m', 'pip', 'install', '--no-index', '--no-deps', '--quiet', wheel], dir, env);
    seconds += run(python, ['-m', 'ipykernel', 'install', '--prefix', path.join(dir, 'venv'), '--name', KERNEL], dir, env);
    writeFiles(dir, {
      'index.ipynb': notebook([markdown('# The course\n\nNo widget here. On to the [Lesson](lesson.html).')]),
      'lesson.ipynb': notebook([
        markdown('# Dividing your attention\n\nBack [Home](index.html).'),
        code('import attention_playground as ap\nap.show(step="softmax", scenario="magnitude", magnitude=1)'),
      ]),
    });
    return seconds;
  },
  build(dir) {
    return run('/usr/bin/jupyter', ['nbconvert', '--to', 'html', '--execute', `--ExecutePreprocessor.kernel_name=${KERNEL}`,
      '--output-dir', 'out', 'index.ipynb', 'lesson.ipynb'], dir, jupyterEnv(dir));
  },
};
