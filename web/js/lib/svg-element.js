// An SVG element, made by the document's own createElementNS (page-dom.js
// says why: an <img name="createElementNS"> cannot stand in). Only the parts
// draw SVG (the loss curve, the saved picture), so this is not in the main file.
const createNS = typeof Document === 'function' ? Document.prototype.createElementNS : null;

export function svgElement(name) { return createNS.call(document, 'http://www.w3.org/2000/svg', name); }
