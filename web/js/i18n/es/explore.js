// Las palabras en español de la caja de tu propia frase y de compartir y
// guardar: llegan con la parte del español (index.js) y se unen al catálogo
// cuando está la parte «explore» (explore-words.js).
export default {
  'own.label': 'O escribe tu propia frase',
  'own.hint': 'Cada palabra toma su consulta, su clave y su valor de una lista incorporada de palabras comunes en inglés. ' +
    'Pulsa Intro o el botón; Mayús+Intro empieza una línea nueva.',
  'own.use': 'Usar esta frase',
  'own.status-known': {
    one: 'Se muestra tu frase: {count} token, todas las palabras conocidas.',
    other: 'Se muestra tu frase: {count} tokens, todas las palabras conocidas.',
  },
  'own.status-unknown': {
    one: 'Se muestra tu frase: {count} token, {unknown} de ellos desconocido (borde punteado).',
    other: 'Se muestra tu frase: {count} tokens, {unknown} de ellos desconocidos (borde punteado).',
  },
  'share.title': 'Compartir y guardar',
  'share.copy': 'Copiar el enlace',
  'share.field': 'Enlace a esta vista',
  'share.png': 'Guardar como PNG',
  'share.svg': 'Guardar como SVG',
  'share.copied': 'Enlace copiado. Quien lo abra verá exactamente esta vista.',
  'share.select': 'El enlace está seleccionado en el campo de arriba: pulsa Ctrl+C (⌘C en un Mac) para copiarlo.',
  'share.drawing': 'Dibujando la imagen…',
  'share.saved': 'Guardado {name}.',
  'share.failed': 'No se ha podido guardar la imagen: {reason}',
};
