// tools/serve.js with compress: true, as the benchmark's Lighthouse section
// serves its pages: compressed as a web host compresses, by Accept-Encoding.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const zlib = require('node:zlib');
const { createServer, chooseEncoding } = require('../../tools/serve.js');

// The raw response: headers and the bytes as sent, nothing decoded.
function get(port, address, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http.get({ host: '127.0.0.1', port, path: address, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function withServer(files, options, run) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-compress-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), body);
  const server = createServer(folder, options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(server.address().port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const script = 'console.log("attention");\n'.repeat(400);
const files = {
  'index.html': '<!doctype html><p>hello</p>\n'.repeat(50),
  'app.js': script,
  'app.mjs': 'export const x = 1;\n'.repeat(100),
  'page.css': 'p { color: black; }\n'.repeat(100),
  'core.wasm': Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4000)]),
  'icon.png': Buffer.alloc(2000, 7),
};

test('a client that accepts gzip gets the file gzipped, with Content-Encoding, Content-Length and Vary', async () => {
  await withServer(files, { compress: true }, async (port) => {
    const response = await get(port, '/app.js', 'gzip, deflate');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers.vary, 'Accept-Encoding');
    assert.equal(Number(response.headers['content-length']), response.body.length);
    assert.ok(response.body.length < script.length / 10, `${response.body.length} bytes sent for ${script.length}`);
    assert.equal(zlib.gunzipSync(response.body).toString(), script);
  });
});

test('a client that accepts brotli gets brotli, the first choice over gzip', async () => {
  await withServer(files, { compress: true }, async (port) => {
    const response = await get(port, '/app.js', 'gzip, deflate, br');
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(response.body).toString(), script);
    // The second answer, from the server's cache, is the same bytes.
    assert.deepEqual((await get(port, '/app.js', 'br')).body, response.body);
  });
});

test('a client that asks for no encoding, or refuses them with q=0, gets the file as it is, still with Vary', async () => {
  await withServer(files, { compress: true }, async (port) => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0', '']) {
      const response = await get(port, '/app.js', acceptEncoding);
      assert.equal(response.headers['content-encoding'], undefined, `Accept-Encoding: ${acceptEncoding}`);
      assert.equal(response.headers.vary, 'Accept-Encoding');
      assert.equal(response.body.toString(), script);
      assert.equal(Number(response.headers['content-length']), script.length);
    }
  });
});

test('the encoding follows the q-values and the wildcard of Accept-Encoding', () => {
  assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
  assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip');
  assert.equal(chooseEncoding('deflate'), 'identity');
  assert.equal(chooseEncoding(undefined), 'identity');
});

test('every file gets its own Content-Type: .wasm application/wasm, .mjs and .js text/javascript, .css, .html', async () => {
  await withServer(files, { compress: true }, async (port) => {
    const expected = {
      '/core.wasm': 'application/wasm',
      '/app.mjs': 'text/javascript; charset=utf-8',
      '/app.js': 'text/javascript; charset=utf-8',
      '/page.css': 'text/css; charset=utf-8',
      '/index.html': 'text/html; charset=utf-8',
      '/': 'text/html; charset=utf-8',
    };
    for (const [address, type] of Object.entries(expected)) {
      for (const acceptEncoding of ['gzip', undefined]) {
        assert.equal((await get(port, address, acceptEncoding)).headers['content-type'], type, address);
      }
    }
  });
});

test('wasm is compressed too; an image that is compressed already is sent as it is, without Vary', async () => {
  await withServer(files, { compress: true }, async (port) => {
    const wasm = await get(port, '/core.wasm', 'gzip');
    assert.equal(wasm.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(wasm.body), files['core.wasm']);
    const png = await get(port, '/icon.png', 'gzip, br');
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.headers.vary, undefined);
    assert.equal(png.body.length, 2000);
  });
});

test('without compress the server sends every file as it is, whatever the client accepts', async () => {
  await withServer(files, {}, async (port) => {
    const response = await get(port, '/app.js', 'gzip, br');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers.vary, undefined);
    assert.equal(response.body.toString(), script);
  });
});

test('missing files and malformed addresses are answered as without compress', async () => {
  await withServer(files, { compress: true }, async (port) => {
    assert.equal((await get(port, '/missing.js', 'gzip')).status, 404);
    assert.equal((await get(port, '/%E0%A4%A', 'gzip')).status, 400);
    assert.equal((await get(port, '/../../etc/passwd', 'gzip')).status, 404);
  });
});
