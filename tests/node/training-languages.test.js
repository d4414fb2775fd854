// The classic widget loads a training module per language, attention-training-<language>.js, each
// built with its own storybook alone (storybook.cpp ATTENTION_STORYBOOK_ONLY), so that pressing Train
// on an English page brings no Spanish or Arabic tables. Each must train exactly as the module with
// every storybook (dist/attention-training.cjs, which tests/node/live-training.test.js holds to the
// native trainer): the same vocabulary, the same plan and the same losses, and refuse the other
// languages with a message that names the file that has them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { dist, runClassic, trainingPath } = require('./load-core');

const LANGUAGES = ['en', 'es', 'ar'];

// A classic file run as a page would run it, with no Worker: the training runs on this thread.
const classicTraining = (file) => runClassic(file).createAttentionTraining();

const stepped = async (training, language) => {
  const run = await training.start({ language, seed: 5 });
  const done = await run.step(2);
  const seen = { vocabulary: run.vocabulary, plan: run.plan, losses: done.losses, words: done.words };
  await run.dispose();
  return JSON.parse(JSON.stringify(seen));
};

test('each language\'s module trains on its storybook exactly as the module with every storybook, and knows no other', async () => {
  const every = await require(trainingPath)();
  for (const language of LANGUAGES) {
    const file = `attention-training-${language}.js`;
    const own = await classicTraining(file);
    assert.deepEqual(await stepped(own, language), await stepped(every, language), `${file}: the same run as attention-training.cjs`);
    for (const other of LANGUAGES) assert.equal(await own.canTrain(other), other === language, `${file} canTrain('${other}')`);
    const other = LANGUAGES.find((l) => l !== language);
    await assert.rejects(own.start({ language: other, seed: 1 }),
      new RegExp(`holds the "${language}" storybook only: the "${other}" storybook is in attention-training-${other}\\.js`));
  }
});

test('an English page\'s training module is smaller than the one with every storybook by at least 15 KB gzip', () => {
  const zlib = require('node:zlib');
  const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  assert.ok(gzip('attention-training.js') - gzip('attention-training-en.js') >= 15 * 1024);
});
