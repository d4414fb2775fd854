// What the authoring page writes (the scenario as JSON, the tag with the JSON
// inline) and where a JSON text's syntax error is. Pure: no DOM.

// JSON, two-space indented, with every object or list that fits on one line of
// `width` characters written on one line, so a token's numbers read at a glance.
export function formatJson(value, width = 100) {
  return write(value, '', width);
}

function write(value, indent, width) {
  const flat = flatJson(value);
  if (flat.length + indent.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    return '[\n' + value.map((v) => inner + write(v, inner, width)).join(',\n') + '\n' + indent + ']';
  }
  const entries = Object.entries(value).map(([k, v]) => inner + JSON.stringify(k) + ': ' + write(v, inner, width));
  return '{\n' + entries.join(',\n') + '\n' + indent + '}';
}

function flatJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return '[' + value.map(flatJson).join(', ') + ']';
  const entries = Object.entries(value).map(([k, v]) => JSON.stringify(k) + ': ' + flatJson(v));
  return entries.length ? '{ ' + entries.join(', ') + ' }' : '{}';
}

// The tag to paste into a page: the JSON inline, with every "<" escaped
// (\u003c means the same to JSON), so no text of the author's can end the
// <script> element early.
export function tagFor(scenario, step) {
  const json = formatJson(scenario).replace(/</g, '\\u003c');
  const body = json.split('\n').map((line) => '    ' + line).join('\n');
  return `<attention-playground step="${step}">\n  <script type="application/json">\n${body}\n  </script>\n</attention-playground>`;
}

// Where a JSON.parse error is in `text`: { offset, line, column } (from 1), or
// null when the parser's message names no place. V8 writes "at position 52",
// newer ones add "(line 3 column 14)"; "Unexpected end of JSON input" is the end.
export function syntaxPlace(message, text) {
  let offset = null;
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /at position (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n');
    const line = Number(lineColumn[1]);
    offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
  } else if (position) offset = Number(position[1]);
  else if (/end of (JSON )?input/i.test(message)) offset = text.length;
  if (offset === null) return null;
  offset = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, offset).split('\n');
  return { offset, line: before.length, column: before[before.length - 1].length + 1 };
}

// The line of `text` holding offset, shortened around it, and a caret under the place.
export function placeExcerpt(text, place, room = 60) {
  const lines = text.split('\n');
  const line = lines[place.line - 1] || '';
  const start = Math.max(0, place.column - 1 - Math.floor(room / 2));
  const shown = line.slice(start, start + room);
  return { line: shown, caret: ' '.repeat(Math.max(0, place.column - 1 - start)) + '^' };
}
