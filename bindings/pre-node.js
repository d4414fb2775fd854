// The Node builds' addition to pre.js (--pre-js after it): Node's own zlib
// inflates the inlined wasm at once, where Node's DecompressionStream takes
// some 25 ms to start. The ES module wrapper (attention-core.node.mjs) has no
// require: there pre.js goes its browser way.
if (typeof require == 'function') nodeInflate = require('zlib')['inflateSync'];
