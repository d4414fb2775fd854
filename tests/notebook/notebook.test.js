// The notebook package as a course author gets it: a fresh virtual environment
// (Debian's python3 -m venv, with the system's Jupyter seen through
// --system-site-packages), the wheel ./build.sh wheel wrote installed with
// pip --no-index, a kernel of that environment, and a notebook executed by
// Debian's `jupyter nbconvert --to html --execute`. The HTML it writes is then
// opened from disk in Chromium: each output draws its widget, with the numbers
// worked out by hand, no error, and no request of the widget's off the disk.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');

const root = path.resolve(__dirname, '../..');
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const wheel = path.join(root, 'dist', 'python', `attention_playground-${version}-py3-none-any.whl`);
const scratch = path.join(root, 'build', 'notebook-test');
const venv = path.join(scratch, 'venv');
const python = path.join(venv, 'bin', 'python');
const KERNEL = 'attention-playground-test';
// What Debian's nbconvert template links for itself (require.js and MathJax from
// libjs-requirejs and libjs-mathjax, on disk if installed): not the widget's.
const TEMPLATE_FILES = /^file:\/\/\/usr\/share\/javascript\/(requirejs|mathjax)\//;

// Jupyter's folders inside the scratch folder, so nothing of the user's is read or written.
const env = Object.assign({}, process.env, {
  JUPYTER_CONFIG_DIR: path.join(scratch, 'jupyter-config'), JUPYTER_DATA_DIR: path.join(scratch, 'jupyter-data'),
  JUPYTER_RUNTIME_DIR: path.join(scratch, 'jupyter-runtime'), JUPYTER_PATH: path.join(venv, 'share', 'jupyter'),
  IPYTHONDIR: path.join(scratch, 'ipython'), PYTHONNOUSERSITE: '1', PIP_NO_INDEX: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1',
});

function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, Object.assign({ encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] }, options));
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
  }
}

const code = (source) => ({ cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source });
const NOTEBOOK = {
  nbformat: 4, nbformat_minor: 5,
  metadata: { kernelspec: { name: KERNEL, display_name: 'Attention Playground test', language: 'python' },
    language_info: { name: 'python' } },
  cells: [
    { cell_type: 'markdown', metadata: {}, source: '# Softmax, in a notebook' },
    code('import attention_playground as ap\nprint(ap.__file__, ap.__version__)'),
    code('ap.show(step="softmax", scenario="magnitude", magnitude=1,\n' +
      '        heading="Dividing attention </script><b>not bold</b>")'),
    code('ap.Playground(step="all", scenario="bank", lang="es")'),
    code('ap.train(seed=4)'),
  ],
};

let html;

test.before(() => {
  if (!fs.existsSync(wheel)) throw new Error(`${path.relative(root, wheel)} is missing: run ./build.sh wheel first`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  run('/usr/bin/python3', ['-m', 'venv', '--system-site-packages', venv]);
  run(python, ['-m', 'pip', 'install', '--no-index', '--no-deps', '--quiet', wheel]);
  run(python, ['-m', 'ipykernel', 'install', '--prefix', venv, '--name', KERNEL, '--display-name', 'Attention Playground test']);
  fs.writeFileSync(path.join(scratch, 'lesson.ipynb'), JSON.stringify(NOTEBOOK, null, 1));
  run('/usr/bin/jupyter', ['nbconvert', '--to', 'html', '--execute', `--ExecutePreprocessor.kernel_name=${KERNEL}`,
    '--output-dir', path.join(scratch, 'out'), path.join(scratch, 'lesson.ipynb')], { cwd: scratch });
  html = path.join(scratch, 'out', 'lesson.html');
});

test('the package\'s own Python tests pass in the fresh environment, against the installed wheel', () => {
  const result = spawnSync(python, ['-m', 'unittest', '-v', 'test_python_api'],
    { cwd: __dirname, env: Object.assign({}, env, { PYTHONDONTWRITEBYTECODE: '1' }), encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /^Ran \d+ tests in [\d.]+s\n\nOK$/m, result.stderr);
  console.log(result.stderr.trim().split('\n').filter((line) => / \.\.\. ok$|^Ran /.test(line)).join('\n'));
});

test('the notebook ran in the fresh environment\'s kernel, with the wheel installed there', () => {
  const text = fs.readFileSync(html, 'utf8');
  const site = path.join(venv, 'lib');
  assert.ok(text.includes(site) && text.includes(`attention_playground/__init__.py ${version}`),
    'the first cell printed the installed package\'s path and version');
  assert.equal((text.match(/<iframe class="attention-playground-output"/g) || []).length, 3, 'three widgets');
});

test('the HTML nbconvert wrote, opened from disk, draws each widget with no error and nothing fetched off the disk', async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-notebook-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await context.newPage();
    const off = [];
    const errors = [];
    // Nothing leaves the machine: whatever is not on disk (or a blob: of the frame's own) is refused.
    await context.route(/^(?!file:|blob:|data:)/, (route) => {
      off.push(route.request().url());
      return route.abort();
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !TEMPLATE_FILES.test(message.location().url || '')) errors.push(message.text());
    });
    await page.goto(pathToFileURL(html).href);
    const frames = page.frameLocator('iframe.attention-playground-output');

    // Softmax at magnitude 1 in "The old cat purred": "cat" alone matches (score 1),
    // so it gets e / (e + 3) = 47.5 % and the three others 1 / (e + 3) = 17.5 % each.
    const softmax = frames.nth(0).locator('attention-playground');
    await softmax.locator('table.match').first().waitFor();
    const rows = await softmax.locator('table.match tbody tr').evaluateAll((trs) => trs.map((tr) =>
      [tr.querySelector('th').textContent.trim(), Number(tr.querySelector('[role="meter"]').getAttribute('aria-valuenow'))]));
    assert.deepEqual(rows.map((r) => r[1]).sort((a, b) => a - b), [17.5, 17.5, 17.5, 47.5]);
    assert.equal(rows.find((r) => r[1] === 47.5)[0].replace(/[“”"]/g, ''), 'cat');
    const heading = 'Dividing attention </script><b>not bold</b>';
    const shown = await softmax.evaluate((e, text) => [Array.from(e.shadowRoot.querySelectorAll('*'))
      .some((n) => n.children.length === 0 && n.textContent === text), e.shadowRoot.querySelectorAll('b').length], heading);
    assert.deepEqual(shown, [true, 0], 'the author\'s heading is shown as text, never as markup');

    // The whole playground in Spanish on an example of the "examples" part: both parts came from the output.
    const bank = frames.nth(1).locator('attention-playground');
    await bank.locator('table.match').first().waitFor();
    await bank.evaluate((e) => e.whenIdle());
    const text = await bank.evaluate((e) => e.shadowRoot.textContent);
    assert.match(text, /¿Asiento o dinero\?/); // the Spanish example of its own (web/scenarios/es/bank.json)
    assert.match(text, /Prueba esto:/);

    // ap.train(seed=4): the learned step training as the output draws, in a worker made in the frame from the
    // module's own code (its training module and its part came from the output), its progress on screen.
    const learned = frames.nth(2).locator('attention-playground');
    await learned.locator('section.learned[data-phase="running"]').waitFor({ timeout: 60000 });
    await frames.nth(2).locator('body').evaluate(() => new Promise((resolve) => {
      const card = () => document.querySelector('attention-playground').shadowRoot.querySelector('section.learned');
      const wait = () => (Number(card().dataset.step) >= 50 ? resolve() : setTimeout(wait, 200));
      wait();
    }));
    const card = learned.locator('section.learned');
    assert.equal(await card.getAttribute('data-worker'), 'true');
    assert.equal(await learned.locator('[data-key="train-seed"]').inputValue(), '4');
    assert.match(await card.locator('.learned-status').textContent(), /^Training: step [\d,]+, [\d,]+ words read in \d+ s\.$/);
    assert.match(await card.locator('.learned-loss').textContent(), /^Loss now: \d\.\d+ \(it started at 6\.\d+\)\.$/);
    await learned.locator('[data-key="train"]').click(); // Pause

    // Each frame grew to what it shows.
    const heights = await page.locator('iframe.attention-playground-output').evaluateAll((all) => all.map((f) => f.offsetHeight));
    assert.ok(heights.every((h) => h > 150), heights.join(','));
    assert.deepEqual(errors, []);
    assert.deepEqual(off, [], 'nothing asked for off the disk');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
