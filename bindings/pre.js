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
// "Issue 15, session 19"). The browser's DecompressionStream undoes it where
// there is one (Chromium 80+, Firefox 113+, Safari 16.4+), else inflateRaw()
// below; Node's builds use Node's zlib (pre-node.js). A file left uncompressed
// (it starts with the "\0asm" magic) is used as it is.
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
        // After the zlib header (2 bytes); its checksum is left unread.
        : WebAssembly.instantiate(inflateRaw(bytes.subarray(2)), imports));
    }).then(
      function (result) { receiveInstance(result.instance, result.module); },
      function (error) { readyPromiseReject(error); });
    return {};  // the exports arrive through receiveInstance
  };
}

// Decompresses a raw DEFLATE stream (RFC 1951: stored, fixed and dynamic
// Huffman blocks) into a Uint8Array. Written for the one stream above, which it
// trusts: a damaged stream throws or gives bytes WebAssembly then refuses.
function inflateRaw(input) {
  var out = new Uint8Array(input.length * 4), length = 0, at = 0, hold = 0, held = 0;
  function need(n) {  // at least n bits in hold (past the end, zeros)
    for (; held < n; held += 8) hold |= (input[at++] | 0) << held;
  }
  function bits(n) {  // the next n bits, least significant first
    need(n);
    var value = hold & (1 << n) - 1;
    hold >>>= n, held -= n;
    return value;
  }
  // A Huffman code from its code lengths (RFC 1951, 3.2.2), as a table indexed
  // by the next `longest` bits of the stream: symbol << 4 | the code's length.
  function huffman(lengths) {
    var longest = Math.max.apply(null, lengths), count = [], next = [], table, i, code, reversed, n;
    for (i = 0; i < 16; i++) count[i] = 0;
    for (i = 0; i < lengths.length; i++) count[lengths[i]]++;
    for (count[0] = 0, code = 0, i = 1; i < 16; i++) next[i] = code = code + count[i - 1] << 1;
    table = new Uint16Array(1 << longest);
    for (i = 0; i < lengths.length; i++) {
      if (!(n = lengths[i])) continue;
      // The stream sends a code's bits most significant first: reverse them.
      for (code = next[n]++, reversed = 0; n--; code >>= 1) reversed = reversed << 1 | code & 1;
      for (n = lengths[i]; reversed < table.length; reversed += 1 << n) table[reversed] = i << 4 | n;
    }
    return [table, longest];
  }
  function decode(code) {
    need(code[1]);
    var entry = code[0][hold & (1 << code[1]) - 1], n = entry & 15;
    if (!n) throw Error('inflateRaw: bad code');
    hold >>>= n, held -= n;
    return entry >> 4;
  }
  function grow() {
    var bigger = new Uint8Array(out.length * 2);
    bigger.set(out);
    out = bigger;
  }
  // Lengths 3..258 and distances 1..32768: a base and a count of extra bits per symbol.
  var lengthBase = [], lengthExtra = [], distanceBase = [], distanceExtra = [], i, j;
  for (i = 0, j = 3; i < 28; j += 1 << lengthExtra[i++]) lengthBase[i] = j, lengthExtra[i] = i < 8 ? 0 : (i >> 2) - 1;
  lengthBase[28] = 258, lengthExtra[28] = 0;
  for (i = 0, j = 1; i < 30; j += 1 << distanceExtra[i++]) distanceBase[i] = j, distanceExtra[i] = i < 4 ? 0 : (i >> 1) - 1;
  var last, type, literals, distances, lengths, symbol, n, from;
  do {
    last = bits(1);
    type = bits(2);
    if (type == 0) {  // stored: from the next byte on, LEN, ~LEN, then LEN bytes
      at -= held >> 3, hold = held = 0;  // drop the current byte's rest, give back whole bytes
      n = input[at] | input[at + 1] << 8;
      for (at += 4; n--;) length == out.length && grow(), out[length++] = input[at++];
      continue;
    }
    if (type == 1) {  // the fixed code of RFC 1951, 3.2.6
      for (lengths = [], i = 0; i < 288; i++) lengths[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
      literals = huffman(lengths);
      for (lengths = [], i = 0; i < 30; i++) lengths[i] = 5;
      distances = huffman(lengths);
    } else {  // dynamic: the code lengths, themselves Huffman-coded
      var nLiterals = bits(5) + 257, nDistances = bits(5) + 1, nLengths = bits(4) + 4;
      var order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
      for (lengths = [], i = 0; i < 19; i++) lengths[order[i]] = i < nLengths ? bits(3) : 0;
      var lengthCode = huffman(lengths);
      for (lengths = []; lengths.length < nLiterals + nDistances;) {
        symbol = decode(lengthCode);
        if (symbol < 16) { lengths.push(symbol); continue; }
        j = symbol == 16 ? lengths[lengths.length - 1] : 0;
        n = symbol == 16 ? 3 + bits(2) : symbol == 17 ? 3 + bits(3) : 11 + bits(7);
        while (n--) lengths.push(j);
      }
      literals = huffman(lengths.slice(0, nLiterals));
      distances = huffman(lengths.slice(nLiterals));
    }
    // The hot loop, written out: symbols until the block's end (256).
    var literalTable = literals[0], literalMask = (1 << literals[1]) - 1, entry;
    for (;;) {
      for (; held < literals[1]; held += 8) hold |= (input[at++] | 0) << held;
      entry = literalTable[hold & literalMask], n = entry & 15, symbol = entry >> 4;
      if (!n) throw Error('inflateRaw: bad code');
      hold >>>= n, held -= n;
      if (length + 258 > out.length) grow();
      if (symbol < 256) out[length++] = symbol;
      else if (symbol == 256) break;
      else {
        symbol -= 257;
        n = lengthBase[symbol] + bits(lengthExtra[symbol]);
        symbol = decode(distances);
        from = length - distanceBase[symbol] - bits(distanceExtra[symbol]);
        while (n--) out[length++] = out[from++];
      }
    }
  } while (!last);
  return out.subarray(0, length);
}
