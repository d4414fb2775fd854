// Runs inside Emscripten's generated loader, before it starts (--pre-js).
// The wasm is inlined as a base64 data: URI (SINGLE_FILE). Left alone, the
// 3.1.6 loader first tries fetch() on that URI, which a strict page CSP
// (connect-src without data:) blocks and reports as a violation before the
// loader falls back to decoding it. Instantiating from the decoded bytes
// ourselves means no fetch at all, in browsers and in Node alike.
if (!Module['instantiateWasm']) {
  Module['instantiateWasm'] = function (imports, receiveInstance) {
    // wasmBinaryFile and tryParseAsDataURI are the loader's own, defined by the
    // time it calls this hook.
    WebAssembly.instantiate(tryParseAsDataURI(wasmBinaryFile), imports).then(
      function (result) { receiveInstance(result.instance, result.module); },
      function (error) { readyPromiseReject(error); });
    return {};  // the exports arrive through receiveInstance
  };
}
