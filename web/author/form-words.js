// A check's message in the form's words: the scenario's field paths count from
// 0 ("features[1]", "tokens[6].heads.refers.key"), the form from 1 and by name
// ("feature 2", "word 7, head “refers”, key"), so the author finds the field.
const LISTS = { features: 'feature', valueFeatures: 'value feature', heads: 'head', tokens: 'word' };

export function formWords(message) {
  return String(message)
    .replace(/\b(features|valueFeatures|heads|tokens)\[(\d+)\]/g, (m, list, i) => `${LISTS[list]} ${Number(i) + 1}`)
    .replace(/\.heads\.([\w-]+)/g, ', head “$1”')
    .replace(/(\d|”)\.(query|key|value|looksFor|advertises|carries|text)\b/g, '$1, $2');
}
