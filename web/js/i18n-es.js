// El catálogo en español: las mismas claves que i18n-en.js, con frases
// enteras (nunca palabras sueltas pegadas), coma decimal y comillas angulares.
// Una clave que falte aquí se lee en inglés. Es una parte que se carga al
// pedirla (parts.js), cuando un widget va a hablar español.
import './i18n-es-scenarios.js'; // the built-in examples' Spanish comes with this part

export default {
  // ---- números, listas, comillas
  'intl.locale': 'es', // números, porcentajes y listas (Intl)
  // Las mismas reglas por escrito (number-text.js; una prueba las compara con Intl): 2000 pero 20.000,
  // «87,5 %» con espacio de no separación, y «e» en vez de «y» ante «i…» o «hi…» (no «hia…», «hie…»).
  'intl.decimal': ',',
  'intl.group': '.',
  'intl.group-min': '2',
  'intl.percent': '{n}\u00a0%',
  'intl.and': ' y ',
  'intl.comma': ', ',
  'intl.and-alt-before': '^(?:[iI]|[hH][iI](?![aeAE]))',
  'intl.and-alt': ' e ',
  // A share too small or too close to all to show at one decimal (shares.js).
  'share.below': '< {pct}',
  'share.above': '> {pct}',
  'share.about': 'unos {pct}',
  'quote': '«{text}»',

  // ---- el marco (element.js)
  // un archivo del widget que falta en esta página (parts.js missingParts; element.js)
  'part.missing': 'Falta un archivo de este widget, así que no se puede mostrar {what}: copia {file} de su carpeta dist/ junto a attention-playground.js.',
  'part.what.es': 'su español',
  'part.what.explore': 'el mapa de calor, tu propia frase ni compartir',
  'part.what.heatmap': 'el mapa de calor de una frase larga',
  'part.what.sentence': 'tu propia frase',
  'part.what.export': 'la imagen',
  'part.what.examples': 'los otros ejemplos',
  'part.what.notes': 'las notas sobre los ajustes que no se han podido usar',
  'status.loading': 'Cargando el núcleo de atención…',
  'error.title': 'No se ha podido mostrar este ejemplo.',
  'section.sentence': 'La frase',
  'section.focus': 'La palabra en foco',
  'section.dials': 'Magnitud y sumidero',
  'section.order': 'El orden de las palabras',
  'section.heads': 'Cabezas',
  'section.heatmap': 'Toda la frase a la vez',
  'section.meaning': 'Qué significa esto',
  'section.share': 'Compartir y guardar',
  // ---- lo que dicen esos avisos (lesson-link.js, settings.js)
  // ---- avisos de ajustes ignorados (view-notes.js)
  // ---- la barra del ejemplo y los diales (view-controls.js)
  'scenario.picker': 'Ejemplo',
  'scenario.example': 'Ejemplo: {title}',
  'scenario.try': 'Prueba esto: ',
  'dials.magnitude': 'Magnitud',
  'dials.magnitude-title': 'Magnitud: lo grandes que son las puntuaciones',
  'stretch.title': 'La magnitud como la longitud de la consulta y la clave',
  'stretch.query': 'consulta de {token}',
  'stretch.key': 'clave de {token}',
  'stretch.length-said': 'longitud ',
  'stretch.text': 'Puntuación = longitud × longitud × lo bien que apuntan en la misma dirección ({fit}) = {score}.',
  'shift.title': 'Solo cuentan las diferencias',
  'shift.intro': 'Suma el mismo número a todas las puntuaciones de {token} y mira los porcentajes:',
  'shift.choose': 'Sumar a cada puntuación',
  'shift.by': '+ {n}',
  'shift.line': '{token}: {score} + {by} = {sum} → {pct}',
  'shift.zero': 'Estas son las puntuaciones de la tabla. Elige un número para sumárselo a todas.',
  'shift.same': 'Todas las puntuaciones subieron {by}, y cada porcentaje es el mismo que muestra la tabla: softmax solo mira lo separadas que están las puntuaciones.',
  'shift.close': 'Todas las puntuaciones subieron {by}, y los porcentajes son los de la tabla salvo un error de redondeo: softmax solo mira lo separadas que están las puntuaciones.',
  'shift.pair': 'Solas, las puntuaciones {a} y {b} se reparten {pa} y {pb}, exactamente como 1 y 0.',
  'dials.magnitude-said': 'magnitud {value}',
  'dials.sink-said': 'puntuación del sumidero {value}',
  'dials.magnitude-value': '× {value}',
  'dials.sink-title': 'El sumidero: un sitio para la atención sobrante',
  'dials.sink-use': 'Usar un sumidero',
  'dials.sink-score': 'Puntuación del sumidero',

  // ---- la frase (view-tokens.js)
  'tokens.hint': 'Toca cualquier palabra para ponerla en foco: la tabla de abajo sigue su consulta. ' +
    'Con el teclado, las flechas se mueven entre palabras y Intro o Espacio eligen una.',
  'tokens.label': 'Palabras de la frase: elige la del foco',
  'tokens.shuffle': 'Barajar las palabras',
  'tokens.restore': 'Volver a ordenarlas',
  'tokens.swap': 'Intercambiar {a} y {b}',

  // ---- tu propia frase (las palabras de su caja: i18n-es-explore.js)
  'own.title': 'Tu propia frase',

  // ---- la palabra en foco (view-vectors.js)
  'vectors.all-zero': 'todo 0',
  'vectors.others-zero': 'el resto 0',
  'vectors.head': 'Cabeza',
  'vectors.question': 'En la cabeza «{label}» ({question}), {token}:',
  'vectors.looks-for': 'busca (consulta)',
  'vectors.advertises': 'anuncia (clave)',
  'vectors.carries': 'lleva (valor)',
  'vectors.query-of': 'consulta de {token}',
  'vectors.key-of': 'clave de {token}',
  'vectors.value-of': 'valor de {token}',
  'vectors.numbers': 'Mostrar los números (los vectores)',
  'vectors.edit-query': 'Editar la consulta de {token}',
  'vectors.edit-hide': 'Ocultar los deslizadores',
  'vectors.query-group': 'Consulta de {token}: lo que busca',
  'vectors.slider-said': '{feature} {value}',
  'vectors.undo': 'Deshacer mis cambios',

  // ---- las cabezas (view-heads.js)
  'heads.title': 'Puntuaciones, softmax y lo que se reúne',
  'heads.modes': 'Qué cabezas mostrar',
  'heads.all': 'Todas las cabezas',
  'heads.only': 'solo {label}',
  'heads.intro-several': 'Cada cabeza hace su propia pregunta, con sus propias consultas, claves y valores, así que {token} puede encontrar cosas distintas en cada una.',
  'heads.tag': 'cabeza',
  'heads.looks-for': '{token} busca: ',

  // ---- la tabla de una cabeza (view-match.js)
  'match.itself': 'sí mismo',
  'match.unknown': 'palabra desconocida',
  'match.carries': 'lleva: {text}',
  'match.meter': '{token}: parte de la atención de {focus}',
  'match.meter-self': '{token} (sí mismo): parte de la atención de {focus}',
  'match.meter-more': '{count} palabras más en total: parte de la atención de {focus}',
  'match.meter-sink': 'sumidero: parte de la atención de {focus}',
  'match.more-words': '{count} palabras más',
  'match.omitted': 'cada una con {pct} o menos, omitidas para que la tabla sea corta',
  'match.show-all': 'Mostrar las {count} filas',
  'match.show-fewer': 'Mostrar solo las filas que importan',
  'match.sink': 'sumidero',
  'match.sink-note': 'casilla extra',
  'match.sink-advertises': 'una puntuación fija, sea cual sea la consulta',
  'match.sink-carries': 'lleva: nada útil',
  'match.sink-fixed': 'fija, sin multiplicar',
  'match.title': 'Lo bien que cada clave encaja con la consulta de {token}',
  'match.title-ranked': 'Lo bien que cada clave encaja con la consulta de {token}: primero las que más atención reciben',
  'match.note': 'Primero las puntuaciones de coincidencia (consulta · clave × {magnitude}); después softmax las convierte en porcentajes que suman 100 %.',
  'match.col-token': 'Palabra',
  'match.col-key': 'Anuncia (clave)',
  'match.col-key-dot': 'Anuncia (clave), producto escalar',
  'match.col-carries': 'Aporta (valor)',
  'match.sink-carries-short': 'nada útil',
  'match.col-match': 'Coincidencia (de 0 a 1)',
  'match.dot-line': '{terms} = {dot}',
  'match.dot-term': '{feature} {q} × {k}',
  'match.dot-nothing': 'nada en común = 0',
  'match.fit-full': 'coincidencia perfecta',
  'match.fit-partial': 'coincidencia parcial',
  'match.fit-none': 'nada en común',
  'match.note-dot': 'Cada puntuación es el producto escalar de la consulta de {token} y la clave de la palabra: multiplica los números rasgo a rasgo y súmalos. Se lee de 0 (nada en común) a 1 (coincidencia perfecta).',
  'match.col-score': 'Puntos',
  'match.col-softmax': 'Softmax %',
  'match.rounding': 'redondeado para sumar 100 %: partes iguales pueden diferir en 0,1',
  'match.score-said': 'puntuación ',
  'match.total-said': 'total: ',
  'match.total': 'total',

  // ---- el valor mezclado (view-blend.js)
  'blend.label': 'Lo que {token} reúne en {label}',
  'blend.title': 'Lo que {token} reúne: el valor mezclado',
  'blend.note': 'El valor de cada token por su parte de softmax, todo sumado.',
  'blend.note-sink': 'El valor de cada token por su parte de softmax, todo sumado (el sumidero no lleva nada).',
  'blend.reads-as': 'Se lee como: ',

  // ---- «Qué significa esto» (view-explain.js; compartir y guardar: i18n-es-explore.js;
  // la imagen exportada: i18n-es-export.js)
  'meaning.title': 'Qué significa esto',

  // ---- frases generadas (explain.js)
  'explain.idle-one': 'nada en particular: esta palabra no pide nada',
  'explain.idle': 'nada en particular: este token no pregunta nada en esta cabeza',
  'explain.nothing-particular': 'nada',
  'explain.nothing-useful': 'nada útil',
  'explain.not': 'no {feature}',
  'explain.the-sink': 'el sumidero',
  'explain.a-match': 'una coincidencia',

  'story.idle-sink-one': '{token} no pide nada, así que todas sus puntuaciones son 0. La puntuación fija del sumidero, {score}, les gana a todas, así que la atención descansa en el sumidero ({pct}). Es normal, no un fallo: no todas las palabras necesitan otra.',
  'story.idle-sink': '{token} no pregunta nada en esta cabeza, así que todas las puntuaciones son 0. La puntuación fija del ' +
    'sumidero, {score}, les gana a todas, así que la atención descansa en el sumidero ({pct}). La cabeza está inactiva para ' +
    'este token: es normal, no es un fallo.',
  'story.idle-even-one': '{token} no pide nada, así que todas sus puntuaciones son 0 y softmax reparte la atención por igual: {pct} cada una, {token} incluida. Es normal, no un fallo: no todas las palabras necesitan otra.',
  'story.idle-even': '{token} no pregunta nada en esta cabeza, así que todas las puntuaciones son 0 y softmax reparte la ' +
    'atención por igual: {pct} cada uno, {token} incluido. La cabeza está inactiva para este token: es normal, no es un fallo.',
  'story.hint-sink': 'Activa el sumidero para darle a esa atención sobrante un sitio inofensivo adonde ir.',
  'story.even': 'Todas las claves puntúan igual frente a la consulta de {token} ({score}), así que softmax reparte la atención por igual: {pct} cada una.',
  'story.sink-all': 'Nada de aquí encaja con lo que busca {token}, así que la atención descansa en el sumidero ({pct}): su ' +
    'puntuación fija, {score}, supera la de todas las palabras (todas {other}).',
  'story.sink-best': 'Nada de aquí encaja con lo que busca {token}, así que la atención descansa en el sumidero ({pct}): su ' +
    'puntuación fija, {score}, supera a la mejor coincidencia, {best}, con {other}.',
  'story.sink-small': '{best} encaja con lo que busca {token} (producto escalar {dot}), pero con magnitud {magnitude} su ' +
    'puntuación es solo {score}, por debajo de la fija del sumidero, {sink}, así que la atención descansa en el sumidero ({pct}). ' +
    'Sube la magnitud para que gane la coincidencia.',
  'story.tie': '{list} encajan igual de bien (puntuación {score}), así que la atención se reparte entre ellos: {pct} cada uno.',
  'story.self': '{token} se atiende sobre todo a sí mismo ({pct}): su propia clave está en la lista como cualquier otra, y ' +
    'nada encaja mejor con su consulta, así que la atención descansa aquí.',
  'story.winner': '{best} es la que mejor encaja (puntuación {score}), así que recibe el {pct}.',
  'story.winner-easily': '{best} encaja y le gana con holgura al sumidero (puntuación {score} frente a {sink} del sumidero): el {pct} frente al {sinkPct}.',
  'story.winner-just': '{best} encaja, pero le gana por poco al sumidero (puntuación {score} frente a {sink}), así que el sumidero aún se lleva el {sinkPct}.',
  'story.self-also': '{token} también se atiende a sí mismo ({pct}): la propia clave de un token siempre está en la lista, como cualquier otra.',
  'story.leak-small': 'Con puntuaciones tan pequeñas, softmax deja escapar atención hacia todo: la parte mayor es solo el {pct}.',
  'story.leak-drag': 'Sube la magnitud para afinarla.',
  'story.leak-rest': 'El resto aún se reparte {pct}: softmax nunca da exactamente 0, así que siempre se escapa un poco de atención.',

  'reading.nothing': 'no se reúne nada útil',
  'reading.mostly': 'sobre todo {name}',
  'reading.named': '{text} ({carries})',
  'reading.half': 'mitad {a}, mitad {b}',
  'reading.little': 'un poco de {items}, el resto nada útil',
  'reading.mix': 'una mezcla: {items}',
  'reading.item': '{token} ({pct})',
  'gathers.nothing': 'no reúne nada útil',
  'gathers.some': 'reúne {reading}',

  'magnitude.base': 'Cada puntuación se multiplica por {magnitude}.',
  'magnitude.idle-one': '({token} no pide nada, así que sus puntuaciones son 0 con cualquier magnitud.)',
  'magnitude.idle': '({token} no pregunta nada en «{label}», así que ahí sus puntuaciones son 0 con cualquier magnitud).',
  'magnitude.even': 'Todas las claves puntúan igual para {token}, así que ninguna magnitud puede elegir una ganadora.',
  'magnitude.top-one': 'La mejor coincidencia recibe el {pct} de la atención de {token}',
  'magnitude.top-sink': 'El sumidero recibe el {pct} de la atención de {token}',
  'magnitude.top-many': 'Las {count} mejores coincidencias se reparten el {pct} de la atención de {token}',
  'magnitude.end-leak': '{sentence}: con puntuaciones pequeñas, la atención se escapa por todas partes.',
  'magnitude.end-sharp': '{sentence}. Aun así, la fuga hacia el resto nunca desaparece del todo.',
  'magnitude.end': '{sentence}.',

  'sink.off': 'Desactivado. El sumidero es una casilla extra con una pequeña puntuación fija; activado, absorbe la atención cuando nada encaja.',
  'sink.on': 'Activado: una fila más en cada tabla, con una puntuación fija de {score} (sin multiplicar) y un valor que no lleva nada.',
  'sink.takes-one': 'Se lleva {pct} de la atención de {token}.',
  'sink.takes': 'Se lleva el {pct} de la atención de {token} en «{label}».',

  'order.unshuffled': 'La atención compara consultas con claves y nunca mira las posiciones. Baraja las palabras para comprobarlo.',
  'order.scope-all': 'cada cabeza, cada par de palabras',
  'order.scope-row': 'cada cabeza, toda la fila de la palabra en foco',
  'order.changed': 'Barajadas: han cambiado {count} puntuaciones.',
  'order.same': 'Barajadas y recalculadas: las {count} puntuaciones ({scope}) no han cambiado. La atención no tiene ni idea de dónde están las palabras.',
  'order.swapped': 'Ahora dice {sentence}, y las {count} puntuaciones ({scope}) no han cambiado: por sí sola, la atención ' +
    'no distingue las dos frases.',

  // La frase bajo el mapa de calor de un pasaje largo (las palabras del mapa: i18n-es-heatmap.js).
  // ---- «De dónde salen los vectores»: la tarjeta y los nombres de las tareas
  // (las palabras de la vista abierta, en i18n-es-training.js)
  'training.section': 'De dónde salen los vectores',
  'training.teaser': 'Las consultas, claves y valores no se escriben a mano: una pequeña red los calcula a partir del embedding de cada palabra, y el entrenamiento ajusta sus pesos.',
  'training.toggle': '¿De dónde salen las consultas, claves y valores?',

  'training.loading': 'Cargando el módulo de entrenamiento…',
  'training.replaying': { one: 'Entrenando otra vez hasta {count} paso con la semilla del enlace (la misma semilla da los mismos pesos)…', other: 'Entrenando otra vez hasta {count} pasos con la semilla del enlace (la misma semilla da los mismos pesos)…' },
  // ---- los pasos del capítulo (view-steps.js, steps.js) y sus tareas
  'steps.label': 'El capítulo, paso a paso',
  'steps.back': 'Atrás',
  'steps.back-to': 'Atrás: {name}',
  'steps.next': 'Siguiente',
  'steps.next-to': 'Siguiente: {name}',
  'steps.jump': 'Ir a un paso del capítulo',
  'steps.option': '{n}. {name}',
  'steps.of': 'Paso {n} de {count}',
  'steps.everything': 'Todo a la vez',
  'step.needs': 'Unas palabras necesitan otras',
  'step.search': 'Buscar lo que encaja',
  'step.scores': 'Comparar con el producto escalar',
  'step.softmax': 'Repartir la atención',
  'step.sink': '¿Y si nada encaja?',
  'step.values': '¿Qué se ha encontrado?',
  'step.learned': 'De dónde salen los vectores',
  'step.heads': 'Varias cabezas',
  'step.order': 'Ciega al orden de las palabras',
  'step.all': 'Todo a la vez',
  'task.needs': 'Haz clic en otra palabra: ¿qué necesita?',
  'task.search': '¿Qué página encaja con lo que busca {token}? Haz clic en ella.',
  'task.scores': 'Mueve los controles hasta que otra palabra tenga la mejor puntuación.',
  'task.softmax': 'Sube la magnitud hasta que la mejor coincidencia pase del 90 %: 9, no 1.',
  'task.sink': 'Con el sumidero activado, haz clic en una palabra cuya consulta encaja de verdad con una clave: ¿le gana al sumidero?',
  'task.values': 'Edita la consulta de {token} hasta que reúna mitad de una palabra y mitad de otra.',
  'task.learned': 'Abre el entrenamiento, pulsa Entrenar y déjalo al menos 100 pasos.',
  'task.heads': 'Muestra una sola cabeza: ¿qué busca?',
  'task.order': 'Baraja las palabras y comprueba que ninguna puntuación cambia.',
  'task.done': '✓ ¡Hecho!',
  'task.done-trained': '{done} {steps} de entrenamiento.',

  // ---- what the live region says after a change (explain.js announcement, stepIntro)
  'say.step': 'Paso {n} de {count}: {name}',
  'say.all': 'Todo a la vez: {name}',
  'say.try': 'Prueba esto: {text}',
  'say.search': '{token} escribe: {text}.',
  'say.best': '{best} es lo que mejor encaja con {token}: {score}, {fit}.',
  'say.best-tie': '{list} empatan como lo que mejor encaja con {token}: {score} cada una.',
  'say.best-none': 'Nada encaja con {token}: todas las puntuaciones son 0.',
  'say.share': '{best} recibe ahora {pct} de la atención de {token}.',
  'say.share-self': '{token} se queda ahora {pct} de su atención.',
  'say.share-tie': '{list} se reparten la atención de {token}: {pct} cada una.',
  'say.share-even': 'Todas las palabras reciben la misma parte de la atención de {token}: {pct} cada una.',
  'say.share-idle': '{token} no pide nada, así que su atención se reparte por igual: {pct} cada una.',
  'say.sink-wins': 'El sumidero se lleva {pct} de la atención de {token}.',
  'say.sink-loses': '{best} le gana al sumidero: recibe {pct} de la atención de {token}, el sumidero {sinkPct}.',
  'say.heads': '{token}, cabeza a cabeza: {items}.',
  'say.head-item': '{label} {who}, {pct}',
  'say.head-idle': 'nada en particular',
  'say.gathers': '{token} {gathers}.',

  // ---- «unas palabras necesitan otras» (view-needs.js)
  'needs.section': 'Lo que necesita esta palabra',
  'needs.intro': 'A menudo no se sabe qué significa una palabra sola: hay que mirar otras. Haz clic en cualquier palabra.',
  'needs.found': '{token} necesita {looksFor}. En esta frase lo encuentra en {list}.',
  'needs.self': '{token} necesita {looksFor}, y ninguna otra palabra se lo da: se queda consigo misma.',
  'needs.none': '{token} necesita {looksFor}, pero ninguna palabra de esta frase se lo da.',
  'needs.idle': '{token} se entiende sola aquí: no necesita otra palabra.',

  // ---- «buscar lo que encaja» (view-search.js)
  'search.section': 'Una búsqueda de lo que necesita la palabra',
  'search.intro': 'Piensa en un buscador web. La consulta de una palabra es lo que escribe en la caja de búsqueda; la clave de cada palabra es el título de una página; su valor, el contenido de la página.',
  'search.types': '{token} escribe:',
  'search.box': 'La caja de búsqueda: {text}',
  'search.results': 'Las páginas, una por palabra. ¿Qué título encaja con la búsqueda?',
  'search.word-self': '{token} (ella misma)',
  'search.contents': 'contenido: {text}',
  'search.fit-full': 'encaja',
  'search.fit-partial': 'encaja un poco',
  'search.fit-none': 'no encaja',
  'search.right': 'Sí: el título de {token} es el que mejor encaja con la búsqueda, así que esa es la página que hay que leer.',
  'search.not-best': 'Casi: otro título encaja mejor con la búsqueda. Busca «encaja».',

  // ---- varias cabezas en una tabla (view-heads-compare.js)
  'compare.caption': 'A qué atiende {token} en cada cabeza',
  'compare.looks-for': '{token} busca',
  'compare.gathers': '{token} reúne',
  'compare.meter': 'Parte de la atención de {focus} que recibe {token} en {label}',
};
