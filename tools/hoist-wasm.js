// Moves the core's inlined wasm (its data: URI, a string literal tens of KB
// long) to the top of the classic file's outer function, as a variable the
// loader reads where the literal was, and shifts the source map to match.
// gzip codes a file in blocks, each with its own codes: the base64 amid the
// page's code made the blocks around it code both worse; at the top it is one
// run of its own (793 B less gzip of the main file, bench/RESULTS.md
// "session 5"). tools/deflate-wasm.js does the same inside each module's own
// file; in the widget's bundle terser puts the literal back where it is used.
// Used by tools/build-web.js on each minified classic file.
'use strict';
const { decode, encode } = require('@jridgewell/sourcemap-codec');
const { INLINED_WASM } = require('./inlined-wasm.js');

const NAME = 'hoistedWasmUri';  // longer than any name terser gives, so it meets none of them
const OPENING = '(()=>{';       // the classic file's outer function (esbuild's iife, minified)

// { code, map } with the literal moved, or as they were when the file holds no inlined wasm or more
// than one (the all-in-one file: the training module's must stay inside its factory, whose text
// becomes a Web Worker's code, tools/factory-alone.js).
function hoistInlinedWasm(code, map) {
  const literals = [...code.matchAll(INLINED_WASM())];
  if (literals.length !== 1) return { code, map };
  const [literal] = literals;
  if (code.includes(NAME)) throw new Error(`hoist-wasm: the file already holds the name ${NAME}`);
  const top = code.indexOf(OPENING);
  if (top < 0 || top > literal.index) throw new Error('hoist-wasm: the inlined wasm is not inside the file\'s outer function');
  const at = top + OPENING.length;
  const declaration = `var ${NAME}=${literal[0]};`;
  const end = literal.index + literal[0].length;
  const lineOf = (index) => code.slice(0, index).split('\n').length - 1;
  const columnOf = (index) => index - code.lastIndexOf('\n', index - 1) - 1;
  if (lineOf(at) !== lineOf(literal.index)) throw new Error('hoist-wasm: the outer function and the inlined wasm start on different lines');
  // Columns on that line: after the opening, the declaration's length more; after the literal, the
  // literal's length less and the name's more. Nothing is mapped inside a string literal.
  const from = columnOf(at);
  const literalColumn = columnOf(literal.index);
  const endColumn = literalColumn + literal[0].length;
  const shifted = (column) => column < from ? column
    : column < literalColumn ? column + declaration.length
      : column >= endColumn ? column + declaration.length - literal[0].length + NAME.length
        : literalColumn + declaration.length;
  const parsed = JSON.parse(map);
  const lines = decode(parsed.mappings);
  const line = lines[lineOf(at)] || [];
  for (const segment of line) segment[0] = shifted(segment[0]);
  parsed.mappings = encode(lines);
  return {
    code: code.slice(0, at) + declaration + code.slice(at, literal.index) + NAME + code.slice(end),
    map: JSON.stringify(parsed),
  };
}

module.exports = { hoistInlinedWasm };
