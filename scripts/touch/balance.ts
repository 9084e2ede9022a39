/**
 * The balance table of A Touch of Evil (docs/rules/touch.md, "Balance"): seeded games
 * in every style of play against every Villain, each seat played by the game's rollout
 * policy (a player who knows the goal: gathers Investigation, buys a Lair card, walks
 * to it and starts the Showdown; `rollout.ts`). It is hundreds of times cheaper than a
 * search level, so the table can have enough games for its intervals to say something.
 *
 * Run: npx tsx scripts/touch/balance.ts [--games 60] [--seed 1] [--modes competitive,cooperative,team,lone-hero]
 * (also `cooperative-holding`: Cooperative with the optional rule Holding Back the Darkness)
 * Prints one Markdown row per style of play and Villain: rounds on average (and the
 * most), the Heroes' win rate with its Wilson 95% interval, and how often the town fell
 * into Darkness.
 */
import { parseArgs } from 'node:util';
import { createRng, nextInt, tryApply } from '../../src/engine';
import { touch } from '../../src/games/touch';
import type { TouchConfig, TouchState } from '../../src/games/touch/state';
import { winRate } from '../../src/services/sim/stats';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    modes: { type: 'string', default: 'competitive,cooperative,team,lone-hero' },
  },
});

const GAMES = Number(values.games);
const FIRST_SEED = Number(values.seed);
const VILLAINS = ['vampire', 'werewolf', 'scarecrow', 'spectral-horseman'];
const HEROES = ['karl', 'inspector-cooke', 'katarina', 'heinrich-cartwright'];

/** The table's styles of play, each with the config it plays (the Advanced game). */
const STYLES: Record<string, { label: string; config: (villain: string) => TouchConfig }> = {
  competitive: {
    label: 'Competitive, 2 Heroes',
    config: (villain) => ({ heroes: HEROES.slice(0, 2), villain, basic: false }),
  },
  cooperative: {
    label: 'Cooperative, 3 Heroes',
    config: (villain) => ({ heroes: HEROES.slice(0, 3), villain, basic: false, mode: 'cooperative' }),
  },
  'cooperative-holding': {
    label: 'Cooperative, Holding Back',
    config: (villain) => ({
      heroes: HEROES.slice(0, 3),
      villain,
      basic: false,
      mode: 'cooperative',
      options: { holdingBack: true },
    }),
  },
  team: {
    label: 'Team Game, 2 teams of 2',
    config: (villain) => ({ heroes: HEROES, villain, basic: false, mode: 'team', teamSize: 2 }),
  },
  'lone-hero': {
    label: 'Lone Hero, Normal',
    config: (villain) => ({ heroes: ['karl'], villain, basic: false, mode: 'lone-hero', level: 'normal' }),
  },
};

interface Result {
  rounds: number;
  heroesWon: boolean;
  darkness: boolean;
}

function playOne(config: TouchConfig, seed: number): Result {
  let state: TouchState = touch.setup(config, seed);
  const rng = createRng(`balance:${seed}`);
  while (!touch.isOver(state)) {
    const seats = touch.toAct(state);
    const seat = seats[nextInt(rng, seats.length)]!;
    const action = touch.rolloutPolicy!(state, seat, rng);
    const result = tryApply(touch, state, seat, action);
    if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
    state = result.state as TouchState;
  }
  return { rounds: state.round, heroesWon: state.winner !== null, darkness: state.track <= 0 };
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function rate(wins: number, total: number): string {
  const r = winRate(wins, total);
  return `${wins} of ${total}, ${percent(r.rate)} (${percent(r.low)}–${percent(r.high)})`;
}

console.log(`| play | Villain | games | rounds (most) | Heroes win (95%) | Darkness |`);
console.log(`| --- | --- | --- | --- | --- | --- |`);
for (const mode of values.modes.split(',')) {
  const style = STYLES[mode];
  if (!style) throw new Error(`no style of play "${mode}"; choose from ${Object.keys(STYLES).join(', ')}`);
  for (const villain of VILLAINS) {
    const results = Array.from({ length: GAMES }, (_, i) => playOne(style.config(villain), FIRST_SEED + i));
    const rounds = results.reduce((sum, r) => sum + r.rounds, 0) / GAMES;
    const most = Math.max(...results.map((r) => r.rounds));
    const won = results.filter((r) => r.heroesWon).length;
    const dark = results.filter((r) => r.darkness).length;
    console.log(
      `| ${style.label} | ${villain} | ${GAMES} | ${rounds.toFixed(1)} (${most}) | ${rate(won, GAMES)} | ${percent(dark / GAMES)} |`,
    );
  }
}
