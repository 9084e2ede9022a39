/** All Manor of Evil on the command line: `simulate manor` at any player count, and the solo game at any level. */
import { manor } from '../../../games/manor';
import type { GameCli } from '../../game-cli';
import { withPlayers, withSoloLevel } from './options';

export const manorCli: GameCli = {
  game: manor.id,
  simulateOptions: {
    players: {
      apply: (_game, config, value) => withPlayers(config, value),
      refusedFor: (name) => `--players is for All Manor of Evil; ${name} takes its options from --config.`,
    },
    'solo-level': {
      apply: (_game, config, value) => withSoloLevel(config, value),
      refusedFor: (name) => `--solo-level is for All Manor of Evil's solo game; ${name} has no solo levels.`,
    },
  },
  usage: {
    simulate: `  simulate manor --players P [--solo-level L] --seats <bot>,... --games N
      All Manor of Evil for P players (1 to 6; 1 is the solo game, against
      the Cultist and Lovecraft, at level L: 1 to 9 or rookie, investigator,
      heroic, legendary, asylum, doomed). Give one bot per player: --seats
      normal for the solo game.`,
  },
};
