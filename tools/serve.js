// A tiny static file server for dist/ (no dependencies): ./build.sh serve and
// the browser tests use it. Usage: node tools/serve.js <folder> [port]
// Set CSP to send a Content-Security-Policy header with every response.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.wasm': 'application/wasm', '.ts': 'text/plain; charset=utf-8',
};

function createServer(folder, { csp } = {}) {
  const root = path.resolve(folder);
  return http.createServer((request, response) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch (error) {
      // A malformed address (say "/%E0%A4%A") is the client's mistake: say so, and keep serving.
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request: the address is not valid percent-encoding');
      return;
    }
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) { response.writeHead(403).end('forbidden'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) { response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
      const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-store' };
      if (csp) headers['Content-Security-Policy'] = csp;
      response.writeHead(200, headers).end(body);
    });
  });
}

module.exports = { createServer };

if (require.main === module) {
  const folder = process.argv[2] || 'dist';
  const port = Number(process.argv[3] || process.env.PORT || 8000);
  createServer(folder, { csp: process.env.CSP }).listen(port, '127.0.0.1', () => {
    console.log(`Attention Playground: http://localhost:${port}/  (serving ${folder}/, Ctrl+C to stop)`);
  });
}
