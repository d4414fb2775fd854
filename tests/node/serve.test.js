// tools/serve.js, behind ./build.sh serve and the browser tests: a malformed
// address gets 400 and the server goes on answering.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { createServer } = require('../../tools/serve.js');

function get(port, address) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: address }, (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body, headers: response.headers }));
    }).on('error', reject);
  });
}

test('a malformed address gets 400 Bad Request and the server keeps serving', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(folder, 'index.html'), '<p>hello</p>');
  const server = createServer(folder);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    const bad = await get(port, '/%E0%A4%A');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /not valid percent-encoding/);
    assert.equal((await get(port, '/')).body, '<p>hello</p>');
    assert.equal((await get(port, '/%69ndex.html')).status, 200);
    assert.equal((await get(port, '/missing.html')).status, 404);
    assert.equal((await get(port, '/../../etc/passwd')).status, 404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a script with a map built beside it is served with a SourceMap header naming it; one without gets none', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(folder, 'widget.js'), 'void 0;');
  fs.writeFileSync(path.join(folder, 'widget.js.map'), '{"version":3,"sources":[],"mappings":""}');
  fs.writeFileSync(path.join(folder, 'other.mjs'), 'export {};');
  const server = createServer(folder);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    assert.equal((await get(port, '/widget.js')).headers.sourcemap, 'widget.js.map');
    assert.equal((await get(port, '/other.mjs')).headers.sourcemap, undefined);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
