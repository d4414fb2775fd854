// Las palabras en español de la imagen exportada: llegan con la parte del
// español (index.js) y se unen al catálogo cuando está la de exportar (export-words.js).
export default {
  'export.passage': 'Un pasaje de {count} palabras; estas son las {shown} que rodean al foco.',
  'export.unknown': 'Borde punteado: una palabra desconocida (no está en la lista incorporada), con vectores neutros.',
  'export.formula': 'Puntuación = consulta · clave × {magnitude}; softmax convierte las puntuaciones en porcentajes que suman 100 %.',
  'export.col-token': 'TOKEN',
  'export.col-key': 'ANUNCIA (CLAVE)',
  'export.col-score': 'PUNTUACIÓN',
  'export.col-softmax': 'SOFTMAX %',
  'export.left-out': 'omitidas para que la tabla sea corta',
  'export.head': 'Cabeza {label} — {question}',
  'export.looks-for': '{token} busca: {text}',
  'export.magnitude': 'Magnitud × {value}',
  'export.sink-on': 'sumidero activado (puntuación {score})',
  'export.sink-off': 'sumidero desactivado',
  'export.causal-on': 'máscara causal activada',
  'export.causal-off': 'máscara causal desactivada',
  'export.shuffled': 'palabras barajadas',
  'export.footer': 'Attention Playground: cada número se calcula en directo con un núcleo de atención en WebAssembly.',
  'export.svg-title': '{title}: la atención de {token}',
};
