/**
 * For a tutorial's author: plays `content/<game>/tutorial.json` as the app will, printing
 * every move (the learner's with the step that asks for it), and where the walk stops, why,
 * with the moves the learner could make then and what the learner sees. Opponents with no
 * scripted move left choose as the Greedy AI would in the app, from their own view, and
 * `--write` saves their moves as the seats' scripts, so the opponents play exactly them.
 *
 * Write a few steps, run this, read what happened, write the next steps from the moves it
 * lists, and run it again until the lesson reaches its finish.
 *
 * Run: npx tsx scripts/tutorial/record.ts <game> [--write] [--view]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { greedyBot } from '../../src/ai/greedy';
import { walkTutorial } from '../../src/content/tutorial-walk';
import type { TutorialDocument } from '../../src/content/schemas/tutorial';
import { findGame } from '../../src/games';
import { aiDecisionSeed } from '../../src/services/match/live-match';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { write: { type: 'boolean', default: false }, view: { type: 'boolean', default: false } },
});

const gameId = positionals[0];
const game = gameId ? findGame(gameId) : undefined;
if (!game) {
  console.error('Usage: npx tsx scripts/tutorial/record.ts <game> [--write] [--view]');
  process.exit(2);
}
const path = new URL(`../../content/${game.id}/tutorial.json`, import.meta.url);
const tutorial = JSON.parse(readFileSync(path, 'utf8')) as TutorialDocument;
const learner = tutorial.seats.findIndex((s) => s.kind === 'human');

const walk = walkTutorial(game, tutorial, (state, seat, version) =>
  greedyBot({ game, view: game.view(state, seat), seat, seed: aiDecisionSeed(tutorial.seed, version, seat) }),
);

const labels = game.seatLabels(tutorial.config);
walk.moves.forEach((move, i) => {
  const who = move.seat === learner ? 'YOU' : (labels[move.seat] ?? `seat ${move.seat + 1}`);
  console.log(
    `${String(i + 1).padStart(3)} ${who}: ${move.label}  [${move.key}]${move.step ? `  <- ${move.step}` : ''}`,
  );
});
console.log(
  `\n${walk.stepsDone} of ${tutorial.steps.length} steps reached; the game is ${walk.over ? 'over' : 'not over'}.`,
);
for (const problem of walk.problems) console.log(`PROBLEM: ${problem}`);
if (!walk.over && game.toAct(walk.state).includes(learner)) {
  console.log('\nThe learner may now choose:');
  for (const action of game.legalActions(walk.state, learner))
    console.log(`  "${action.key}"  ${game.describe(action, walk.state)}`);
}
if (values.view) console.log(`\nThe learner's view:\n${JSON.stringify(game.view(walk.state, learner), null, 1)}`);

if (values.write) {
  const seats = tutorial.seats.map((s, i) => (s.kind === 'ai' ? { ...s, script: walk.scripts[i] ?? [] } : s));
  writeFileSync(path, `${JSON.stringify({ ...tutorial, seats }, null, 2)}\n`);
  console.log(`\nWrote the opponents' scripts to content/${game.id}/tutorial.json (run prettier on it).`);
}
