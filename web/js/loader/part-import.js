// How the ES module build loads a part (parts.js): the part's own load(), a
// literal import() in the list of parts (element/part-list.js) that esbuild and the
// bundlers of a course site (Vite, webpack, Next) turn into a chunk of its own.
export default function loadPart(part) { return part.load(); }
