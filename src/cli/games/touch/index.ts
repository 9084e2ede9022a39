/** A Touch of Evil on the command line: `simulate touch` in every style of play, with any Villain, chart side and optional rules. */
import { touch } from '../../../games/touch';
import type { GameCli, SimulateOption } from '../../game-cli';
import {
  withChart,
  withHeroes,
  withLevel,
  withMode,
  withMysteryChart,
  withPlayers,
  withRules,
  withTeamSize,
  withVillain,
} from './options';

const option = (name: string, set: (config: unknown, value: string) => unknown): SimulateOption => ({
  apply: (_game, config, value) => set(config, value),
  refusedFor: (game) => `--${name} is for A Touch of Evil; ${game} takes its options from --config.`,
});

export const touchCli: GameCli = {
  game: touch.id,
  simulateOptions: {
    mode: option('mode', withMode),
    heroes: option('heroes', withHeroes),
    players: option('players', withPlayers),
    villain: option('villain', withVillain),
    chart: option('chart', withChart),
    'mystery-chart': option('mystery-chart', withMysteryChart),
    'team-size': option('team-size', withTeamSize),
    'solo-level': option('solo-level', withLevel),
    rules: option('rules', withRules),
  },
  usage: {
    simulate: `  simulate touch [--mode M] --heroes N [--players P] [--villain V] [--chart C]
                 [--mystery-chart K] [--team-size T] [--solo-level L] [--rules R,...]
                 --seats <bot>,... --games N
      A Touch of Evil: M is competitive (the default), cooperative, team or
      lone-hero; N Heroes (the box's first N, or a list of Hero ids); P players
      when fewer than the Heroes (1 in cooperative: Solo as a Team of Heroes;
      one fewer in team: the last player plays the extra Hero); V is vampire,
      werewolf, scarecrow, spectral-horseman or random; C is basic (the Basic
      Game) or advanced; K is the Cooperative Mystery Phase Chart, basic or
      advanced; T Heroes per team in the Team Game (2 to 4); L is a Lone
      Hero's level: normal, hunter, master-hunter, insanity or apocalypse;
      R are optional rules: exchange (Competitive), growing-darkness,
      holding-back-the-darkness (Cooperative), endurance-of-evil,
      hunting-for-clues and advanced-showdown-chart. Give one bot per player.`,
  },
};
