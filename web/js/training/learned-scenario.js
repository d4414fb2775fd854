// The trained layer as a normal scenario, so the whole playground (tokens,
// match tables, percentages, blend, heads, heatmap) shows what training learned.
//
// The trained layer scores token i against token j as  scale · q_i · k_j  with
// q_i = W_Qᵀe_i and k_j = W_Kᵀe_j in a small learned space whose axes have no
// names. The same number is  (scale · W_K q_i) · e_j: so the playground shows
// each token's KEY as its embedding (named features: "dog", "pos 4") and its
// QUERY as  scale · W_K q_i  in those same features. The match scores at
// magnitude 1 are then exactly the trained layer's, and "what it looks for"
// reads in words. Values are shown as what each token adds to the read-out's
// score for every class: W_out(head) v_j with v_j = W_Vᵀe_j.
// Pure data in and out (no DOM, no core calls): the numbers come from the
// core's forward pass and the training state.

function matVec(matrix, vector) { // matrix: rows × vector.length
  return matrix.map((row) => row.reduce((sum, w, a) => sum + w * vector[a], 0));
}

// Rounded to 12 significant digits so tiny float noise does not read as a feature.
function tidy(x) { return Math.abs(x) < 1e-12 ? 0 : Number(x.toPrecision(12)); }

// The token a training example is about: the last one with a target to
// attend to (the pronoun, the query word), else its last token. The training
// controller and view use it too.
export function patternToken(example) {
  for (let i = example.attendTo.length - 1; i >= 0; i -= 1) if (example.attendTo[i] >= 0) return i;
  return example.tokens.length - 1;
}

// The learned scenario's words in one language. say(lang, key, params);
// taskTitle(lang) the task's title in that language.
function texts(input, lang, focusToken) {
  const { say, task } = input;
  const title = input.taskTitle ? input.taskTitle(lang) : task.title;
  return {
    title: say(lang, 'learned.title', { task: title, count: input.steps }),
    tryThis: say(lang, 'learned.try', { token: focusToken }),
    heads: input.params.heads.map((_, h) => ({
      label: say(lang, 'learned.head-label', { n: String(h + 1) }),
      question: say(lang, 'learned.head-question', { n: String(h + 1), task: title }),
    })),
  };
}

// input: { task, options (the training state's), params, pass, example: { tokens, embeddings, attendTo },
//          steps, seed, exampleIndex, bestHead, say(lang, key, params), taskTitle(lang), languages: [codes] }
// The texts are in English with a translation for every other language, so
// the widget speaks whichever it is switched to.
export function scenarioFromTraining(input) {
  const { task, params, pass, example } = input;
  const options = input.options || task.options;
  const valueSize = params.heads[0].wValue[0].length;
  const focus = patternToken(example);
  const english = texts(input, 'en', example.tokens[focus]);
  const translations = {};
  for (const lang of input.languages || []) {
    if (lang === 'en') continue;
    const own = texts(input, lang, example.tokens[focus]);
    translations[lang] = { title: own.title, tryThis: own.tryThis,
      heads: Object.fromEntries(own.heads.map((x, h) => ['head' + (h + 1), x])) };
  }
  const heads = params.heads.map((weights, h) => {
    const out = pass.heads[h];
    const readOut = params.wOut.slice(h * valueSize, (h + 1) * valueSize); // valueSize × classes
    const classesOf = (v) => task.classes.map((_, c) => v.reduce((sum, x, a) => sum + x * readOut[a][c], 0));
    return {
      id: 'head' + (h + 1),
      label: english.heads[h].label,
      question: english.heads[h].question,
      queries: out.queries.map((q) => matVec(weights.wKey, q).map((x) => tidy(x * out.scale))),
      keys: example.embeddings.map((e) => e.map(tidy)),
      values: out.values.map((v) => classesOf(v).map(tidy)),
      text: example.tokens.map(() => ({ looksFor: null, advertises: null, carries: null })),
    };
  });
  const head = Math.min(Math.max(0, input.bestHead || 0), heads.length - 1);
  return {
    id: 'learned',
    learned: { task: task.id, seed: input.seed, steps: input.steps, example: input.exampleIndex || 0 },
    title: english.title,
    tryThis: english.tryThis,
    sentence: example.tokens.join(' '),
    tokens: example.tokens.slice(),
    features: task.features.slice(),
    valueFeatures: task.classes.slice(),
    heads,
    magnitude: 1,
    // The layer's sink is a fixed score after scaling: the same units as the scores here.
    sink: { on: typeof options.sink === 'number', score: typeof options.sink === 'number' ? options.sink : 2 },
    focus,
    head,
    causal: Boolean(options.causal),
    swap: null,
    hidden: [],
    translations,
  };
}

