// One Orca, ours: started with a settings folder of its own whose speech goes
// to a transcript (speech_capture.py), and ended by its own pid. Orca allows
// one instance per user on the whole machine, so nothing starts while another
// Orca runs (anyone's), and no other process is ever ended.
//   othersRunning(): the pids of the Orcas that run now;
//   start(folder): { pid, said(from), mark(), quiet(ms), stop() }.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawn, execFileSync } = require('node:child_process');

function othersRunning() {
  try {
    return execFileSync('pgrep', ['-x', 'orca'], { encoding: 'utf8' }).split(/\s+/).filter(Boolean).map(Number);
  } catch (error) {
    if (error.status === 1) return []; // pgrep found none
    throw error;
  }
}

// Orca's settings: speech to our transcript, no key echo, no sounds, and no
// Say All on load (the learner reads line by line, as the reader did).
function settings() {
  const general = {
    speechServerFactory: 'speech_capture', speechServerInfo: ['Transcript', 'transcript'], enableSpeech: true,
    enableKeyEcho: false, enableEchoByCharacter: false, enableEchoByWord: false, enableSound: false,
    sayAllOnLoad: false, enableTutorialMessages: false, firstStart: false,
    profile: ['Default', 'default'], startingProfile: ['Default', 'default'], activeProfile: ['Default', 'default'],
  };
  return { general, pronunciations: {}, keybindings: {}, profiles: { default: Object.assign({}, general) } };
}

async function start(folder) {
  const others = othersRunning();
  if (others.length) {
    throw new Error(`another Orca runs on this machine (pid ${others.join(', ')}): Orca allows one per user, ` +
      'so the listening check does not start; wait until it has ended');
  }
  const home = path.join(folder, 'home');
  const prefs = path.join(folder, 'orca');
  for (const dir of [home, prefs, path.join(home, '.config'), path.join(home, '.cache'), path.join(home, '.local/share')]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  fs.writeFileSync(path.join(prefs, 'user-settings.conf'), JSON.stringify(settings(), null, 2));
  const transcript = path.join(folder, 'speech.jsonl');
  fs.writeFileSync(transcript, '');
  const env = Object.assign({}, process.env, {
    HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local/share'), LISTEN_TRANSCRIPT: transcript,
    PYTHONPATH: [__dirname, process.env.PYTHONPATH].filter(Boolean).join(':'),
  });
  const log = fs.openSync(path.join(folder, 'orca.log'), 'w');
  // LISTEN_ORCA_DEBUG=file: Orca's own debug log too (about 100 MB a run, and slower).
  const debug = process.env.LISTEN_ORCA_DEBUG ? ['--debug-file', process.env.LISTEN_ORCA_DEBUG] : [];
  const child = spawn('orca', ['-u', prefs, ...debug], { env, stdio: ['ignore', log, log] });
  let exited = false;
  child.on('exit', () => { exited = true; });
  process.once('exit', () => { if (!exited) try { process.kill(child.pid, 'SIGKILL'); } catch { /* gone */ } });

  // Every utterance so far: [{ at (ms), text }].
  const all = () => fs.readFileSync(transcript, 'utf8').split('\n').filter(Boolean)
    .map((line) => JSON.parse(line)).map((u) => ({ at: Math.round(u.at * 1000), text: u.text }));
  const orca = {
    pid: child.pid,
    mark: () => all().length,
    said: (from = 0) => all().slice(from),
    // Waits until nothing new was said for `ms` (at most `limit` ms).
    async quiet(ms = 700, limit = 10000) {
      const until = Date.now() + limit;
      let count = all().length;
      let since = Date.now();
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = all().length;
        if (now !== count) { count = now; since = Date.now(); } else if (Date.now() - since >= ms) return;
      }
    },
    // SIGTERM, then SIGKILL if it is still there a few seconds later (Orca sometimes ignores SIGTERM).
    async stop() {
      if (exited) return;
      try { process.kill(child.pid, 'SIGTERM'); } catch { return; }
      for (let i = 0; i < 30 && !exited; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!exited) try { process.kill(child.pid, 'SIGKILL'); } catch { /* gone */ }
    },
  };
  // Ready once it has said it is on.
  const until = Date.now() + 30000;
  while (orca.said().length === 0) {
    if (exited) throw new Error(`Orca stopped at start: ${fs.readFileSync(path.join(folder, 'orca.log'), 'utf8').slice(-2000)}`);
    if (Date.now() > until) { await orca.stop(); throw new Error('Orca said nothing in 30 s'); }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await orca.quiet(500);
  return orca;
}

module.exports = { start, othersRunning };
