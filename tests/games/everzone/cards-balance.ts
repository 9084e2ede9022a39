/**
 * Deck balance as measured for docs/rules/everzone.md ("Balance"): every pair of the six
 * pre-made decks plays 1v1 at 20 CP, random locations, both seats taken in turn, each
 * move chosen by the greedy bot (2 determinisations). Not a test: a measurement.
 *
 *   npx tsx tests/games/everzone/cards-balance.ts [games per pair, default 16]
 */
import { greedyBot, type BotInput } from '../../../src/ai';
import { everzone } from '../../../src/games/everzone';
import { EVERZONE_CONTENT } from '../../../src/games/everzone/content';

const GAMES = Number(process.argv[2] ?? 16);
const MAX_STEPS = 3000;

function play(decks: string[], seed: number): number[] {
  let state = everzone.setup({ format: '1v1', cpPerPlayer: 20, decks, locations: 'random' }, seed);
  for (let step = 0; step < MAX_STEPS && !everzone.isOver(state); step++) {
    const seat = everzone.toAct(state)[0]!;
    const input = { game: everzone, view: everzone.view(state, seat), seat, seed: seed * 7919 + step };
    const key = greedyBot(input as BotInput, 2);
    state = everzone.apply(
      state,
      seat,
      everzone.legalActions(state, seat).find((a) => a.key === key)!,
    );
  }
  return everzone.isOver(state) ? everzone.outcome(state) : [0.5, 0.5];
}

const ids = EVERZONE_CONTENT.decks.map((d) => d.id);
const score = new Map(ids.map((id) => [id, 0]));
for (const [i, a] of ids.entries()) {
  for (const b of ids.slice(i + 1)) {
    let aScore = 0;
    for (let g = 0; g < GAMES; g++) {
      const swap = g % 2 === 1;
      const result = play(swap ? [b, a] : [a, b], 1000 + g);
      aScore += swap ? result[1]! : result[0]!;
    }
    score.set(a, score.get(a)! + aScore);
    score.set(b, score.get(b)! + GAMES - aScore);
    console.log(`${a} v ${b}: ${aScore} – ${GAMES - aScore}`);
  }
}
const perDeck = GAMES * (ids.length - 1);
for (const id of ids)
  console.log(`${id}: ${score.get(id)} of ${perDeck} (${Math.round((100 * score.get(id)!) / perDeck)}%)`);
