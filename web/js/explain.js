// Plain-English sentences generated from the numbers: what a vector asks for or
// offers, why the winner won (itself, the sink, a tie, a leak), what the blend
// reads as, and the one-line "What this means". Pure functions of the numbers
// compute() already has; no DOM, no attention maths.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { num, pct, quote } = ns.dom;

  const TIE = 0.005; // weights closer than half a percentage point read as a tie

  function list(words) {
    if (words.length <= 1) return words.join('');
    return words.slice(0, -1).join(', ') + ' and ' + words[words.length - 1];
  }

  function isZero(vector) { return vector.every((v) => Math.abs(v) < 1e-9); }

  // The features that stand out in a vector: at least half as big as its
  // biggest entry, biggest first, at most three; negative ones read "not x".
  function topFeatures(vector, names) {
    const biggest = Math.max(...vector.map(Math.abs));
    if (!(biggest > 1e-9)) return [];
    return vector.map((v, i) => ({ v, name: names[i] }))
      .filter((f) => Math.abs(f.v) >= 0.5 * biggest)
      .sort((a, b) => Math.abs(b.v) - Math.abs(a.v))
      .slice(0, 3)
      .map((f) => (f.v < 0 ? 'not ' + f.name : f.name));
  }

  const IDLE = 'nothing in particular — this token is not asking anything in this head';

  // { text, idle, generated }: the author's words unless the vector was edited
  // or the author gave none, then the vector's top features.
  function looksFor(query, features, authored, edited) {
    if (isZero(query)) return { text: IDLE, idle: true, generated: true };
    if (authored && !edited) return { text: authored, idle: false, generated: false };
    return { text: list(topFeatures(query, features)), idle: false, generated: true };
  }

  // Keys and values keep the author's words even when they are all zero
  // ("nothing: it needs a noun"); the query's idle sentence always wins.
  function advertises(key, features, authored, edited) {
    if (authored && !edited) return { text: authored, generated: false };
    if (isZero(key)) return { text: 'nothing in particular', generated: true };
    return { text: list(topFeatures(key, features)), generated: true };
  }

  function carries(value, valueFeatures, authored) {
    const nothing = isZero(value);
    if (authored) return { text: authored, generated: false, nothing };
    if (nothing) return { text: 'nothing useful', generated: true, nothing };
    return { text: list(topFeatures(value, valueFeatures)), generated: true, nothing };
  }

  // Everything the focus token's row can win: its visible tokens and the sink.
  function ranked(head) {
    const entries = head.rows.map((r) => ({
      kind: r.isFocus ? 'self' : 'token', text: r.text, weight: r.weight, score: r.score,
    }));
    if (head.sink) entries.push({ kind: 'sink', text: 'the sink', weight: head.sink.weight, score: head.sink.score });
    return entries.sort((a, b) => b.weight - a.weight);
  }

  // The sentences under one head's table, explaining who won and why.
  // head: a head of the view model (rows, sink, focus, hiddenCount).
  function story(head, options) {
    const out = [];
    const f = quote(head.focus.text);
    const entries = ranked(head);
    const best = entries[0];
    const tied = entries.filter((e) => best.weight - e.weight < TIE);

    if (head.hiddenCount > 0) {
      out.push({ kind: 'causal', text: `Causal mask: ${f} sees only itself and the tokens before it; ` +
        `the ${head.hiddenCount === 1 ? 'token' : head.hiddenCount + ' tokens'} after it ${head.hiddenCount === 1 ? 'is' : 'are'} hidden.` });
    }
    if (head.focus.idle) {
      if (best.kind === 'sink' && tied.length === 1) {
        out.push({ kind: 'sink', text: `${f} is not asking anything in this head, so every match score is 0. ` +
          `The sink’s fixed score of ${num(head.sink.score)} beats them all, so attention rests on the sink (${pct(best.weight)}). ` +
          'The head is idle for this token — that is normal, not broken.' });
      } else {
        out.push({ kind: 'idle', text: `${f} is not asking anything in this head, so every match score is 0 and softmax ` +
          `spreads attention evenly: ${pct(best.weight)} each, ${f} itself included. ` +
          'The head is idle for this token — that is normal, not broken.' });
        if (!head.sink && options.sinkAvailable) {
          out.push({ kind: 'hint', text: 'Turn the sink on to give that spare attention a harmless place to go.' });
        }
      }
      return out;
    }

    const topShare = tied.reduce((sum, e) => sum + e.weight, 0);
    const tokenScores = head.rows.map((r) => r.score);
    const allSame = tokenScores.every((x) => Math.abs(x - tokenScores[0]) < 1e-9);
    if (tied.length === entries.length && entries.length > 1) {
      out.push({ kind: 'even', text: `Every key scores the same against the query of ${f} (${num(best.score)}), ` +
        `so softmax spreads attention evenly: ${pct(best.weight)} each.` });
    } else if (best.kind === 'sink' && tied.length === 1) {
      const runnerUp = entries[1];
      out.push({ kind: 'sink', text: `Nothing here fits what ${f} is looking for, so attention rests on the sink ` +
        `(${pct(best.weight)}): its fixed score of ${num(best.score)} beats ` +
        (allSame ? `every word’s match score (all ${num(tokenScores[0])}).`
          : `the best match, ${quote(runnerUp.text)} at ${num(runnerUp.score)}.`) });
    } else if (tied.length > 1) {
      out.push({ kind: 'tie', text: `${list(tied.map((e) => (e.kind === 'sink' ? 'the sink' : quote(e.text))))} match equally ` +
        `well (score ${num(best.score)}), so attention is split between them: ${pct(best.weight)} each.` });
    } else if (best.kind === 'self') {
      out.push({ kind: 'self', text: `${f} attends most to itself (${pct(best.weight)}): its own key is in the list ` +
        'like every other key, and nothing else fits its query better, so attention rests here.' });
    } else {
      let text = `${quote(best.text)} matches best (score ${num(best.score)}), so it gets ${pct(best.weight)}.`;
      if (head.sink) {
        const margin = best.score - head.sink.score;
        text = margin >= 2
          ? `${quote(best.text)} matches, and easily beats the sink (score ${num(best.score)} against the sink’s ` +
            `${num(head.sink.score)}): ${pct(best.weight)} against ${pct(head.sink.weight)}.`
          : `${quote(best.text)} matches, but only just beats the sink (score ${num(best.score)} against ` +
            `${num(head.sink.score)}), so the sink still takes ${pct(head.sink.weight)}.`;
      }
      out.push({ kind: 'winner', text });
    }

    // Self-attention that matters but did not win still gets a word.
    const self = entries.find((e) => e.kind === 'self');
    if (self && best.kind !== 'self' && self.weight >= 0.1 && tied.indexOf(self) < 0) {
      out.push({ kind: 'self', text: `${f} also attends to itself (${pct(self.weight)}): a token’s own key is ` +
        'always in the list, like every other key.' });
    }

    if (tied.length < entries.length && best.kind !== 'sink') {
      const rest = 1 - topShare;
      if (topShare < 0.6) {
        out.push({ kind: 'leak', text: 'With scores this small, softmax leaks attention to everything: the top ' +
          `share is only ${pct(topShare)}.` + (options.magnitude < 10 ? ' Drag the magnitude up to sharpen it.' : '') });
      } else if (rest > 0) {
        out.push({ kind: 'leak', text: `The rest still get ${rest >= 0.0005 ? pct(rest) : 'less than 0.1%'} between ` +
          'them: softmax never gives exactly 0, so a little attention always leaks.' });
      }
    }
    return out;
  }

  // What the blended value reads as, from who contributed how much.
  // contributions: [{ text, weight, carries, nothing }] per visible token.
  function blendReading(contributions) {
    const groups = [];
    for (const c of contributions) {
      if (c.nothing) continue;
      const key = c.text.toLowerCase();
      const group = groups.find((g) => g.key === key);
      if (group) group.weight += c.weight;
      else groups.push({ key, text: c.text, weight: c.weight, carries: c.carries });
    }
    groups.sort((a, b) => b.weight - a.weight);
    const useful = groups.reduce((sum, g) => sum + g.weight, 0);
    const [first, second] = groups;
    const bare = (text) => text.toLowerCase().replace(/^(a|an|the) /, '');
    const name = (g) => (g.carries && bare(g.carries) !== g.key ? `${g.text} (${g.carries})` : g.text);
    // text: the reading on its own; phrase: the same after "gathers".
    if (!first || useful < 0.2) return { text: 'nothing useful gathered', phrase: 'nothing useful', kind: 'nothing' };
    let text;
    let kind;
    if (first.weight >= 0.6) { text = 'mostly ' + name(first); kind = 'mostly'; }
    else if (second && second.weight >= 0.3 && first.weight - second.weight < 0.15) {
      text = `half ${first.text}, half ${second.text}`; kind = 'half';
    } else if (useful < 0.5) {
      text = `a little from ${quote(first.text)} (${pct(first.weight)}), the rest nothing useful`; kind = 'little';
    } else {
      text = 'a mix: ' + groups.slice(0, 3).map((g) => `${pct(g.weight)} ${g.text}`).join(', '); kind = 'mix';
    }
    return { text, phrase: text, kind };
  }

  // The winner of a head's focus row: best entry, everything tied with it, their share.
  function top(head) {
    const entries = ranked(head);
    const best = entries[0];
    const tied = entries.filter((e) => best.weight - e.weight < TIE);
    return { best, tied, share: tied.reduce((sum, e) => sum + e.weight, 0), even: tied.length === entries.length };
  }

  function magnitude(vm) {
    const head = vm.heads[vm.shownHead];
    const text = `Every match score is multiplied by ${num(vm.magnitude)}.`;
    if (!head || head.focus.idle) {
      return text + ` (${quote(vm.focusText)} asks nothing in “${head.label}”, so its scores there are 0 at any magnitude.)`;
    }
    const t = top(head);
    if (t.even) return text + ` Every key scores the same for ${quote(vm.focusText)}, so no magnitude can pick a winner.`;
    const what = t.tied.length > 1 ? `The top ${t.tied.length} matches share` : 'The top match gets';
    const sentence = `${text} ${what} ${pct(t.share)} of the attention of ${quote(vm.focusText)}`;
    if (t.share < 0.6) return sentence + ': with small scores, attention leaks everywhere.';
    if (t.share > 0.9) return sentence + '. The leak to the rest never quite disappears, though.';
    return sentence + '.';
  }

  function sink(vm) {
    if (!vm.sink.on) {
      return 'Off. The sink is an extra slot with a small fixed score; turned on, it soaks up attention when nothing fits.';
    }
    const head = vm.heads[vm.shownHead];
    let text = `On: one more row in every table, with a fixed score of ${num(vm.sink.score)} (not multiplied) ` +
      'and a value that carries nothing.';
    if (head && head.sink) text += ` It takes ${pct(head.sink.weight)} of the attention of ${quote(head.focus.text)} in “${head.label}”.`;
    return text;
  }

  function order(check) {
    if (!check.shuffled) {
      return 'Attention compares queries with keys and never looks at positions. Shuffle the words to check.';
    }
    const scope = check.all ? 'every head, every pair of words' : 'every head, the focus word’s whole row';
    if (check.visibilityChanged > 0) {
      return `Shuffled with the causal mask on: ${check.visibilityChanged} pairs of words changed whether they can ` +
        'see each other, because the mask is the only part that knows the order. The ' +
        `${check.unchanged} pairs still visible kept exactly the same match score (recomputed: ${scope}).`;
    }
    if (check.changed > 0) return `Shuffled: ${check.changed} match scores changed.`;
    return `Shuffled, and recomputed: all ${check.unchanged} match scores (${scope}) are unchanged. ` +
      'Attention has no idea where the words are.';
  }

  function headSummary(head) {
    if (head.focus.idle) return `${head.label} → nothing (idle: this token asks this head nothing)`;
    return `${head.label} → ${head.blend.reading.text}`;
  }

  // The one sentence under the widget.
  function meaning(vm) {
    const head = vm.heads[vm.shownHead];
    const f = quote(vm.focusText);
    if (vm.panels.length > 1) {
      return `${f} asks each head its own question and gathers, head by head: ` +
        vm.panels.map((i) => headSummary(vm.heads[i])).join('; ') + '.';
    }
    const t = top(head);
    const reading = head.blend.reading.phrase;
    const where = `In the “${head.label}” head`;
    if (head.focus.idle) {
      return `${where}, ${f} is not asking anything, so its attention ` +
        (t.best.kind === 'sink' && t.tied.length === 1 ? 'rests on the sink' : 'is spread evenly') +
        ` and it gathers ${reading}.`;
    }
    const leak = t.share < 0.6 ? ` At magnitude ${num(vm.magnitude)} no match stands out clearly.` : '';
    if (t.even) return `${where}, every key fits the query of ${f} equally, so its attention is spread evenly and it gathers ${reading}.`;
    if (t.best.kind === 'sink' && t.tied.length === 1) {
      return `${where}, nothing fits what ${f} is looking for (${head.focus.looksFor}), so attention rests on the ` +
        `sink and it gathers ${reading}.`;
    }
    if (t.tied.length > 1) {
      return `${where}, ${f} looks for ${head.focus.looksFor}; ` +
        `${list(t.tied.map((e) => (e.kind === 'sink' ? 'the sink' : quote(e.text))))} fit equally ` +
        `(${pct(t.best.weight)} each), so ${f} gathers ${reading}.` + leak;
    }
    if (t.best.kind === 'self') {
      return `${where}, ${f} looks for ${head.focus.looksFor} and its own key fits best, so it gathers ${reading}.` + leak;
    }
    const row = head.rows.find((r) => r.text === t.best.text && !r.isFocus);
    return `${where}, ${f} looks for ${head.focus.looksFor}; ${quote(t.best.text)} advertises ` +
      `${row ? row.advertises : 'a match'} and gets ${pct(t.best.weight)} of the attention, so ${f} gathers ${reading}.` + leak;
  }

  function heatmap(vm, map) {
    const head = vm.heads[map.head];
    let text = `Rows are queries, columns are keys: the ${quote(vm.focusText)} row is the “${head.label}” table ` +
      'above, as percentages. Each row adds up to 100% (softmax).';
    if (vm.sink.on) text += ' The sink has its own column.';
    if (map.partial) {
      text += ` This passage has ${map.tokenCount} words, so the grid shows ${quote(vm.focusText)}, the nearest words ` +
        'that ask something, and the words they attend to; “other words” adds up the rest of each row.';
    }
    text += vm.causal
      ? ' The causal mask is on: no word can see the words after it (—).'
      : ' Turn on the causal mask to stop each word seeing the words after it.';
    if (map.idleRows > 0) {
      text += ' Rows marked “idle” ask nothing in this head, so their attention spreads evenly' +
        (vm.sink.on ? ' or rests on the sink.' : '.');
    }
    return text;
  }

  ns.explain = Object.freeze({
    list, isZero, topFeatures, looksFor, advertises, carries, story, blendReading,
    magnitude, sink, order, meaning, heatmap, IDLE,
  });
})(typeof globalThis !== 'undefined' ? globalThis : this);
