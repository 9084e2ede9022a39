/**
 * The automa quality report of the solo game: for each level, how often a bot
 * playing the solo seat beats the Cultist and Lovecraft, with Wilson 95%
 * intervals, as a markdown table, then whether each bot finds every level at
 * least as hard as the one below. A level a bot wins more often than the one
 * below is named, as a tie within the noise when the intervals overlap and as a
 * reversal when they do not.
 *
 * Run: npx tsx scripts/manor/automa-report.ts [--games 20 | --games greedy=200,normal=20,hard=10]
 *      [--bots greedy,normal,hard] [--levels 1-9] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { isBotLevel, type BotLevel } from '../../src/ai';
import { MAX_SOLO_LEVEL } from '../../src/games/manor/config-schema';
import { soloLevelName } from '../../src/games/manor/words';
import { winRate, type WinRate } from '../../src/services/sim/stats';
import { playGame } from './bot-games';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    bots: { type: 'string', default: 'greedy,normal,hard' },
    levels: { type: 'string', default: `1-${MAX_SOLO_LEVEL}` },
    seed: { type: 'string', default: '1' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const bots = values.bots.split(',').map((bot) => (isBotLevel(bot) ? bot : fail(`There is no bot called "${bot}".`)));

/** Games per bot: one number for all, or `bot=N` pairs. */
function gamesPerBot(text: string): Map<BotLevel, number> {
  const out = new Map<BotLevel, number>();
  const whole = (n: string): number => {
    const value = Number(n);
    return Number.isInteger(value) && value > 0 ? value : fail(`--games wants whole numbers above 0, not "${n}".`);
  };
  if (!text.includes('=')) {
    for (const bot of bots) out.set(bot, whole(text));
    return out;
  }
  for (const pair of text.split(',')) {
    const [bot, n] = pair.split('=');
    if (!bot || !isBotLevel(bot) || n === undefined) fail(`--games: "${pair}" is not bot=N.`);
    out.set(bot, whole(n));
  }
  for (const bot of bots) if (!out.has(bot)) fail(`--games names no game count for ${bot}.`);
  return out;
}

const games = gamesPerBot(values.games);
const firstSeed = Number(values.seed);
const [from, to] = values.levels.split('-').map(Number) as [number, number | undefined];
const last = to ?? from;
if (!(Number.isInteger(from) && Number.isInteger(last) && from >= 1 && last <= MAX_SOLO_LEVEL && from <= last)) {
  fail(`--levels wants a range within 1-${MAX_SOLO_LEVEL}, such as 1-9 or 4-6, not "${values.levels}".`);
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

const rates = new Map<BotLevel, WinRate[]>(bots.map((bot) => [bot, []]));
console.log(`| level | ${bots.map((b) => `${b}, ${games.get(b)} games`).join(' | ')} | ends by a god |`);
console.log(`| --- | ${bots.map(() => '---').join(' | ')} | --- |`);
for (let level = from; level <= last; level++) {
  const cells: string[] = [];
  const gods: string[] = [];
  for (const bot of bots) {
    const n = games.get(bot) as number;
    let wins = 0;
    let awake = 0;
    for (let g = 0; g < n; g++) {
      const record = playGame({ players: 1, level }, firstSeed + g, [bot]);
      wins += record.seats[0]?.score ?? 0;
      if (record.reason !== 'clock') awake++;
    }
    const rate = winRate(wins, n);
    rates.get(bot)?.push(rate);
    cells.push(`${wins}/${n}: ${percent(rate.rate)} (${percent(rate.low)}–${percent(rate.high)})`);
    gods.push(percent(awake / n));
  }
  console.log(`| ${level} ${soloLevelName(level)} | ${cells.join(' | ')} | ${gods.join(', ')} |`);
}

console.log('');
for (const bot of bots) {
  const list = rates.get(bot) as WinRate[];
  const problems: string[] = [];
  for (let i = 1; i < list.length; i++) {
    const below = list[i - 1] as WinRate;
    const here = list[i] as WinRate;
    if (here.rate <= below.rate) continue;
    const kind = here.low > below.high ? 'reversal' : 'within the noise';
    problems.push(`level ${from + i} is won more often than level ${from + i - 1} (${kind})`);
  }
  console.log(
    `${bot}: ${problems.length === 0 ? 'every level at least as hard as the one below' : problems.join('; ')}`,
  );
}
