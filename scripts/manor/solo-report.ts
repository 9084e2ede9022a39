/**
 * The automa quality report of the solo game: for each level, how often a bot
 * playing the solo seat beats the Cultist and Lovecraft, with Wilson 95%
 * intervals, as a markdown table. Levels must get harder as they go up.
 *
 * Run: npx tsx scripts/manor/solo-report.ts [--games 100] [--bots greedy,easy,normal] [--levels 1-9] [--seed 1]
 */
import { parseArgs } from 'node:util';
import type { BotLevel } from '../../src/ai';
import { MAX_SOLO_LEVEL } from '../../src/games/manor/config-schema';
import { soloLevelName } from '../../src/games/manor/words';
import { winRate } from '../../src/services/sim/stats';
import { playGame } from './bot-games';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    bots: { type: 'string', default: 'greedy,easy,normal' },
    levels: { type: 'string', default: `1-${MAX_SOLO_LEVEL}` },
    seed: { type: 'string', default: '1' },
  },
});

const games = Number(values.games);
const firstSeed = Number(values.seed);
const bots = values.bots.split(',') as BotLevel[];
const [from, to] = values.levels.split('-').map(Number) as [number, number];

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

console.log(`| level | ${bots.map((b) => `${b} wins (95%)`).join(' | ')} | ends by a god (${bots.join(', ')}) |`);
console.log(`| --- | ${bots.map(() => '---').join(' | ')} | --- |`);
for (let level = from; level <= (to ?? from); level++) {
  const cells: string[] = [];
  const gods: string[] = [];
  for (const bot of bots) {
    let wins = 0;
    let awake = 0;
    for (let g = 0; g < games; g++) {
      const record = playGame({ players: 1, level }, firstSeed + g, [bot]);
      wins += record.seats[0]?.score ?? 0;
      if (record.reason !== 'clock') awake++;
    }
    const rate = winRate(wins, games);
    cells.push(`${wins}/${games}: ${percent(rate.rate)} (${percent(rate.low)}–${percent(rate.high)})`);
    gods.push(percent(awake / games));
  }
  console.log(`| ${level} ${soloLevelName(level)} | ${cells.join(' | ')} | ${gods.join(', ')} |`);
}
