// Las palabras en español que solo escribe el área de juego entera
// (step="all"): qué significa esto, el resumen de cada cabeza, la frase del
// mapa de calor, los productos escalares paso a paso, las notas largas de la
// palabra en foco. Llegan con la parte del español (index.js) y se unen al
// catálogo cuando está una parte que las muestra (all-words.js).
export default {
  'vectors.title': 'El foco: {token}',
  'vectors.idle-note': '{token} no le pregunta nada a esta cabeza, así que aquí no obtiene una respuesta clara: mira otra cabeza u otra palabra.',
  'vectors.note': 'Su consulta se compara con cada clave de abajo, incluida la suya. Cada token lleva un valor, aunque sea «nada útil».',
  'vectors.numbers-note': ' Los números son los vectores que hay detrás de las palabras: un número por rasgo. Una puntuación de coincidencia es cada número de la consulta por el de la clave, rasgo a rasgo, todo sumado (el producto escalar).',
  'vectors.edit': 'Editar la consulta y la clave de {token}',
  'vectors.editor-note': 'Arrastra un deslizador para cambiar lo que {token} pide u ofrece en «{label}». Cada puntuación, porcentaje y mezcla de abajo se recalcula mientras arrastras.',
  'vectors.key-group': 'Clave de {token}: lo que anuncia',
  'heads.intro-one': 'La tabla sigue la consulta de {token}. Primero las puntuaciones, luego los porcentajes de softmax y después el valor mezclado.',
  'heads.detail-show': 'Mostrar cómo se calcula cada puntuación',
  'heads.detail-hide': 'Ocultar los productos escalares',
  'match.worked-term': '{feature}: {q} × {k} = {product}',
  'match.worked-zero': 'cada rasgo: 0 × 0 = 0',
  'match.worked-sum': 'suma = {sum}',
  'match.worked-scale': '× {magnitude} = {score}',
  'match.worked-label': 'consulta · clave de {token}: ',
  'match.worked-list': 'producto escalar de la consulta de {focus} y la clave de {token}',
  'story.causal': {
    one: 'Máscara causal: {token} solo se ve a sí mismo y a los tokens anteriores; el token que va detrás queda oculto.',
    other: 'Máscara causal: {token} solo se ve a sí mismo y a los tokens anteriores; los {count} tokens que van detrás quedan ocultos.',
  },
  'order.causal': 'Barajadas con la máscara causal activada: {changed} pares de palabras han cambiado en si pueden verse o no, ' +
    'porque la máscara es la única parte que conoce el orden. Los {unchanged} pares que siguen visibles conservan exactamente ' +
    'la misma puntuación (recalculado: {scope}).',
  'summary.idle': '{label} → nada (inactiva: este token no le pregunta nada a esta cabeza)',
  'summary.head': '{label} → {reading}',
  'meaning.heads': '{token} le hace a cada cabeza su propia pregunta y reúne, cabeza a cabeza: {summaries}.',
  'meaning.idle-sink': 'En la cabeza «{label}», {token} no pregunta nada, así que su atención descansa en el sumidero y {gathers}.',
  'meaning.idle-even': 'En la cabeza «{label}», {token} no pregunta nada, así que su atención se reparte por igual y {gathers}.',
  'meaning.leak': 'Con magnitud {magnitude}, ninguna coincidencia destaca con claridad.',
  'meaning.even': 'En la cabeza «{label}», todas las claves encajan igual con la consulta de {token}, así que su atención se reparte por igual y {gathers}.',
  'meaning.sink': 'En la cabeza «{label}», nada encaja con lo que busca {token} ({looksFor}), así que la atención descansa en el sumidero y {gathers}.',
  'meaning.sink-small': 'En la cabeza «{label}», {token} encuentra {best}, pero con magnitud {magnitude} esa coincidencia puntúa ' +
    'demasiado poco para superar al sumidero, así que la atención descansa en el sumidero y {gathers}.',
  'meaning.tie': 'En la cabeza «{label}», {token} busca {looksFor}; {list} encajan igual ({pct} cada uno), así que {token} {gathers}.',
  'meaning.self': 'En la cabeza «{label}», {token} busca {looksFor} y su propia clave es la que mejor encaja, así que {gathers}.',
  'meaning.winner': 'En la cabeza «{label}», {token} busca {looksFor}; {best} anuncia {advertises} y recibe el {pct} de la ' +
    'atención, así que {token} {gathers}.',

  'heatmap-text.base': 'Las filas son consultas y las columnas, claves: la fila de {token} es la tabla de «{label}» de arriba, ' +
    'en porcentajes. Cada fila suma 100 % (softmax).',
  'heatmap-text.sink': 'El sumidero tiene su propia columna.',
  'heatmap-text.causal-on': 'La máscara causal está activada: ninguna palabra puede ver las que van detrás (—).',
  'heatmap-text.causal-off': 'Activa la máscara causal para que ninguna palabra vea las que van detrás.',
  'heatmap-text.idle': 'Las filas marcadas «inactiva» no preguntan nada en esta cabeza, así que su atención se reparte por igual.',
  'heatmap-text.idle-sink': 'Las filas marcadas «inactiva» no preguntan nada en esta cabeza, así que su atención se reparte por igual o descansa en el sumidero.',

  'heatmap-text.long': 'Este pasaje tiene {count} palabras, así que la cuadrícula es una imagen: señala una celda, o usa las flechas, para leer su porcentaje debajo de la cuadrícula.',
  'heatmap-text.causal-on-long': 'La máscara causal está activada: ninguna palabra puede ver las que van detrás (celdas grises y tachadas).',
  'heatmap-text.idle-long': 'Las filas con la etiqueta en gris y cursiva no preguntan nada en esta cabeza, así que su atención se reparte por igual.',
  'heatmap-text.idle-sink-long': 'Las filas con la etiqueta en gris y cursiva no preguntan nada en esta cabeza, así que su atención se reparte por igual o descansa en el sumidero.',

};
