// The view shown, as a picture (export-image.js, in the export part loaded on
// first use): for exportSVG(), exportPNG() and "Save as PNG/SVG".
import { part } from '../loader/parts.js';

// vm: the view model shown (null: nothing is shown yet); link: the widget's own
// lesson link ("#…", hash-link.js). A promise of { image, vm, picture }.
export function pictureOf(vm, link) {
  if (!vm) return Promise.reject(new Error('nothing is shown yet'));
  return part('export').then((image) => ({ image, vm, picture: image.svg(vm, { link }) }));
}

// Saves a picture (pictureOf's promise) as a file of `kind` ('png' or 'svg'),
// by a link in `frame`; resolves to the file's name.
export async function savePicture(shown, kind, frame) {
  const { image, vm, picture } = await shown;
  const blob = kind === 'png' ? await image.png(picture)
    : new Blob([image.svgText(picture)], { type: 'image/svg+xml' });
  const name = image.fileName(vm, kind);
  image.download(blob, name, frame);
  return name;
}
