// Small helpers of the host builds (tools/hosts/run.js): files, commands, timing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

// Writes each { 'relative/path': text or object } under dir (objects as JSON).
function writeFiles(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof text === 'string' ? text : JSON.stringify(text, null, 2) + '\n');
  }
}

// Runs a command in cwd; throws with its output's tail when it fails. Returns its seconds.
function run(command, args, cwd, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
    env: Object.assign({}, process.env, { CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' }, env),
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${result.stdout || ''}${result.stderr || ''}`;
  fs.appendFileSync(path.join(cwd, 'hosts-commands.log'), `$ ${command} ${args.join(' ')}\n${output}\n`);
  if (result.status !== 0) {
    const tail = output.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (${result.error ? result.error.message : `exit ${result.status}`}):\n${tail}`);
  }
  return seconds;
}

// npm install of exact versions (and the tarball) into dir, no audit, no fund.
function npmInstall(dir, packages) {
  return run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', ...packages], dir);
}

// Copies the widget's browser files (the classic scripts, their parts and the
// wasm modules' classic builds) from the installed package into folder.
function copyClassicFiles(dir, folder) {
  const from = path.join(dir, 'node_modules', 'attention-playground', 'dist');
  fs.mkdirSync(folder, { recursive: true });
  const names = fs.readdirSync(from).filter((f) => /^attention-(playground|core|training)[\w-]*\.js$/.test(f));
  for (const name of names) fs.copyFileSync(path.join(from, name), path.join(folder, name));
  return names;
}

// Is this Debian package installed? (dpkg's own answer.)
function debianInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status} ${Version}', name], { encoding: 'utf8' });
  return /install ok installed/.test(result.stdout || '') ? result.stdout.split(' ').pop() : null;
}

module.exports = { writeFiles, run, npmInstall, copyClassicFiles, debianInstalled };
