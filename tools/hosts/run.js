// ./build.sh hosts [name ...]: builds a fresh site of each host (Next, VitePress,
// Docusaurus, Astro, Eleventy, MkDocs, Sphinx, pandoc, an LMS iframe, Jupyter) in a temp
// folder from the packed tarball, with the recipe of docs/hosts.md and pinned
// versions (each host-*.js), serves what it built with tools/serve.js and checks
// it in Chromium (check.js). Prints one row per host: its version, install and
// build seconds, the widget's bytes (gzip) on a page that shows it and on one
// that does not, and what failed. Exits 1 if a host that could run failed.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { checkHost, widgetMarkers } = require('./check.js');

const root = path.resolve(__dirname, '../..');
const ORDER = ['next', 'vitepress', 'docusaurus', 'astro', 'eleventy', 'mkdocs', 'sphinx', 'pandoc', 'lms', 'jupyter'];

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !ORDER.includes(name));
  if (unknown.length) throw new Error(`unknown host ${unknown.join(', ')}: the hosts are ${ORDER.join(', ')}`);
  const names = asked.length ? asked : ORDER;
  const base = process.env.HOSTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-hosts-'));
  fs.mkdirSync(base, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', base], { cwd: root, encoding: 'utf8' });
  const tarball = path.join(base, packed.trim().split('\n').pop());
  const markers = widgetMarkers(path.join(root, 'dist'));
  console.log(`hosts in ${base}, from ${path.basename(tarball)}`);
  const rows = [];
  for (const name of names) {
    const host = require(`./host-${name}.js`);
    const row = { name: host.label, version: host.version, result: '' };
    rows.push(row);
    const missing = host.unavailable ? host.unavailable() : null;
    if (missing) { row.result = `skipped: ${missing}`; console.log(`\n== ${host.label}: ${row.result}`); continue; }
    const dir = path.join(base, name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    console.log(`\n== ${host.label} ${host.version} in ${dir}`);
    try {
      row.install = await host.make(dir, tarball);
      row.build = await host.build(dir);
      const checked = await checkHost(Object.assign({}, host, { folder: path.join(dir, host.out) }), markers);
      Object.assign(row, checked);
      row.result = checked.failures.length ? 'FAILED' : 'ok';
      for (const line of checked.widgetFiles) console.log(`   widget file on ${host.withPath}: ${line}`);
      for (const line of checked.otherWidgetFiles) console.log(`   widget file on ${host.withoutPath}: ${line}`);
      for (const line of checked.failures) console.log(`   failed: ${line}`);
      for (const line of new Set(checked.warnings)) console.log(`   console warning: ${line}`);
      for (const line of checked.notes || []) console.log(`   note: ${line}`);
    } catch (error) {
      row.result = 'FAILED';
      console.log(`   failed: ${error.message}`);
    }
    console.log(`   ${row.result}`);
  }
  const kb = (bytes) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`);
  const s = (seconds) => (seconds === undefined ? '' : `${seconds.toFixed(0)} s`);
  const table = [['host', 'version', 'install', 'build', 'widget, page with it', 'widget, page without', 'page with / without (all)', 'result'],
    ...rows.map((r) => [r.name, r.version, s(r.install), s(r.build), kb(r.withBytes), kb(r.withoutBytes),
      r.pageBytes === undefined ? '' : `${kb(r.pageBytes)} / ${kb(r.otherPageBytes)}`, r.result])];
  console.log('\nBytes are gzip (level 6) of what each page downloads; the widget\'s are the files holding its code.\n');
  for (const line of table) console.log(`| ${line.join(' | ')} |`);
  const failed = rows.filter((r) => r.result === 'FAILED').length;
  const passed = rows.filter((r) => r.result === 'ok').length;
  const skipped = rows.length - failed - passed;
  console.log(`\nhosts: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => { console.error(error); process.exitCode = 1; });
