#!/usr/bin/env node
// The steps heard through a real screen reader: GNOME Orca in Chromium and in
// Firefox ESR, on an X display of its own (Xvfb), its own D-Bus session and
// accessibility bus. Writes a transcript per step and engine to the out folder
// (<engine>-<step>.txt), and summary.json (per walk: utterances, problems);
// prints the problems and exits 1 if there are any.
//   node tests/listen/run.js [--engines chromium,firefox] [--steps softmax,heads] [--lang es] [--out build/listen] [--dist dist]
// A step may carry settings of its link after a colon: --steps heads:model=trained walks
// #step=heads&model=trained (the trained model's heads), written to <engine>-heads-model-trained.txt.
// The widget's language is such a setting (lang is a lesson-link setting, like step):
// --steps softmax:lang=es walks a Spanish widget, and --lang ar adds lang=ar to every step
// (a step's own lang= wins); hears.js then checks the walk in that language's words.
// The listening page itself stays English (an Arabic widget in an English course page).
// It does not start while another Orca runs on the machine (one per user,
// machine-wide), and it ends only the processes it started.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { createServer } = require('../../tools/serve.js');
const Orca = require('./orca.js');
const Browsers = require('./browsers.js');
const { walk, page } = require('./walk.js');
const Hears = require('./hears.js');
const { words } = require('./words.js');

const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
const root = path.resolve(__dirname, '../..');

function options(argv) {
  const get = (name, fallback) => {
    const i = argv.indexOf('--' + name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  return {
    engines: get('engines', Browsers.ENGINES.join(',')).split(','),
    steps: withLang(get('steps', STEPS.join(',')).split(','), get('lang', null)),
    out: path.resolve(get('out', path.join(root, 'build/listen'))),
    dist: path.resolve(get('dist', path.join(root, 'dist'))),
  };
}

// Each step spec with lang=<lang> among its settings, unless it has a lang of its own.
function withLang(specs, lang) {
  if (!lang) return specs;
  return specs.map((spec) => (/(^|[:&])lang=/.test(spec) ? spec : spec + (spec.includes(':') ? '&' : ':') + `lang=${lang}`));
}

// The language a step spec asks for (its lang= setting), else English.
function langOf(spec) {
  const found = (spec.split(':')[1] || '').split('&').find((pair) => pair.startsWith('lang='));
  return found ? found.slice('lang='.length) : 'en';
}

// Runs this script again inside its own X display and D-Bus session.
function inSession(argv) {
  return new Promise((resolve) => {
    const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'dbus-run-session', '--',
      process.execPath, __filename, ...argv], { stdio: 'inherit', env: Object.assign({}, process.env, { LISTEN_SESSION: '1' }) });
    child.on('exit', (code) => resolve(code === null ? 1 : code));
  });
}

async function listen(opts) {
  for (const spec of opts.steps) {
    const step = spec.split(':')[0];
    if (!STEPS.includes(step)) throw new Error(`no step "${step}": use ${STEPS.join(', ')} (settings after a colon: heads:model=trained)`);
    words(langOf(spec)); // a language without a catalogue stops the run before Orca starts
  }
  if (!fs.existsSync(path.join(opts.dist, 'attention-playground.js'))) throw new Error(`${opts.dist} has no widget: run ./build.sh build first`);
  fs.mkdirSync(opts.out, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-'));
  Object.assign(process.env, { GTK_MODULES: 'gail:atk-bridge', ACCESSIBILITY_ENABLED: '1', GNOME_ACCESSIBILITY: '1',
    NO_AT_BRIDGE: '0', MOZ_ENABLE_WAYLAND: '0' });
  const bus = spawn('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const files = createServer(opts.dist);
  const serveFile = files.listeners('request')[0];
  const server = require('node:http').createServer((request, response) => {
    if (new URL(request.url, 'http://localhost').pathname === '/listen.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page());
    } else {
      serveFile(request, response);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/listen.html`;
  const summary = [];
  let orca = null;
  let lastValue = null; // the slider value Orca said last (walk.js)
  try {
    orca = await Orca.start(work);
    for (const engine of opts.engines) {
      const browser = await Browsers.open(engine);
      try {
        for (const spec of opts.steps) {
          const [step, settings] = spec.split(':');
          const hash = `#step=${step}` + (settings ? '&' + settings : '');
          const began = Date.now();
          // A query of its own per walk: an address that differs only in its #… is not loaded again.
          let heard;
          let problems;
          try {
            heard = await walk(browser, orca, `${base}?walk=${summary.length + 1}${hash}`, step, { lastValue, lang: langOf(spec) });
            const value = Hears.sliderValue(heard);
            if (value !== null) lastValue = value;
            problems = Hears.problems(heard);
          } catch (error) { // a walk that could not be made is a problem of its own; the next one goes on
            heard = { step, engine, lang: langOf(spec), name: '', load: [], lines: [], shares: [], tabs: {}, slider: null, next: null };
            problems = [`the walk failed: ${error.message.split('\n')[0]}`];
          }
          fs.writeFileSync(path.join(opts.out, `${engine}-${spec.replace(/[:=&]/g, '-')}.txt`), Hears.transcript(heard) +
            (problems.length ? '\n# problems\n' + problems.map((p) => `- ${p}`).join('\n') + '\n' : '\n# no problems\n'));
          summary.push({ engine, lang: langOf(spec), step: spec, utterances: Hears.count(heard), problems, seconds: Math.round((Date.now() - began) / 1000), walk: heard });
          console.log(`${browser.label} ${step}: ${Hears.count(heard)} utterances, ${problems.length} problems ` +
            `(${Math.round((Date.now() - began) / 1000)} s)${settings ? ` [${settings}]` : ''}${problems.map((p) => `\n  - ${p}`).join('')}`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    if (orca) await orca.stop();
    bus.kill();
    server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(opts.out, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  return summary;
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  if (!process.env.LISTEN_SESSION) {
    const others = Orca.othersRunning();
    if (others.length) {
      console.error(`listen: another Orca runs on this machine (pid ${others.join(', ')}); Orca allows one per user, so this check does not start`);
      process.exit(2);
    }
    inSession(argv).then((code) => process.exit(code));
  } else {
    const began = Date.now();
    listen(options(argv)).then((summary) => {
      const bad = summary.reduce((n, s) => n + s.problems.length, 0);
      console.log(`listen: ${summary.length} walks, ${bad} problems, ${Math.round((Date.now() - began) / 1000)} s; transcripts in ${options(argv).out}`);
      process.exit(bad ? 1 : 0);
    }, (error) => { console.error(`listen: ${error.stack || error.message}`); process.exit(2); });
  }
}

module.exports = { STEPS, withLang, langOf };
