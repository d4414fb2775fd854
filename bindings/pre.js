// Runs inside Emscripten's generated loader, before it starts (--pre-js).
// The wasm is inlined as a base64 data: URI (SINGLE_FILE). Left alone, the
// 3.1.6 loader first tries fetch() on that URI, which a strict page CSP
// (connect-src without data:) blocks and reports as a violation before the
// loader falls back to decoding it. Instantiating from the decoded bytes
// ourselves means no fetch at all, in browsers and in Node alike.
//
// After linking, tools/deflate-wasm.js replaces the inlined bytes with their
// zlib stream (RFC 1950), still base64: the base64 of the wasm itself gzips
// badly (its 6-bit characters cut across the bytes that repeat), the base64 of
// compressed bytes about as well as the compressed bytes (bench/RESULTS.md,
// "Issue 15, session 19"). The browser's DecompressionStream undoes it
// (Chromium 80+, Firefox 113+, Safari 16.4+: every browser with the wasm SIMD
// and exceptions the modules need has it but Firefox 100 to 112, which get a
// clear error instead of a 0.9 KB inflater in every module); Node's builds use
// Node's zlib (pre-node.js). A file left uncompressed (it starts with the
// "\0asm" magic) is used as it is.
//
// A trained model's module carries its weights file in the wasm, as a custom
// section (tools/deflate-wasm.js says why): it is handed on as Module.modelFile
// (a Uint8Array), which the model's API reads (model_api.mjs).
var nodeInflate = null;  // the Node builds' zlib.inflateSync, set by pre-node.js
if (!Module['instantiateWasm']) {
  Module['instantiateWasm'] = function (imports, receiveInstance) {
    // wasmBinaryFile and tryParseAsDataURI are the loader's own, defined by the
    // time it calls this hook.
    var bytes = tryParseAsDataURI(wasmBinaryFile);
    new Promise(function (resolve) {
      resolve(bytes[0] == 0 ? WebAssembly.instantiate(bytes, imports)
        : nodeInflate ? WebAssembly.instantiate(nodeInflate(bytes), imports)
        : typeof DecompressionStream == 'function'
        // Compiling while the bytes inflate (a Response of type application/wasm).
        ? WebAssembly.instantiateStreaming(new Response(
          new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate')),
          { headers: { 'Content-Type': 'application/wasm' } }), imports)
        : Promise.reject(new Error('this browser has no DecompressionStream, which the widget needs to unpack its ' +
          'WebAssembly: use Chrome or Edge 95, Firefox 113, Safari 16.4 or later')));
    }).then(
      function (result) {
        // The section's name is tools/inlined-wasm.js's CARRIED_FILE_SECTION.
        var carried = WebAssembly.Module.customSections(result.module, 'attention-playground-model');
        if (carried.length) Module['modelFile'] = new Uint8Array(carried[0]);
        receiveInstance(result.instance, result.module);
      },
      function (error) { readyPromiseReject(error); });
    return {};  // the exports arrive through receiveInstance
  };
}
