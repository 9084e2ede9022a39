/** Evy on the command line: `simulate evy --adventure <id>` plays one of the book's adventures. */
import { evy } from '../../../games/evy';
import type { GameCli } from '../../game-cli';
import { withAdventure } from './adventure';

export const evyCli: GameCli = {
  game: evy.id,
  simulateOptions: {
    adventure: {
      apply: (_game, config, id) => withAdventure(config, id),
      refusedFor: (name) => `--adventure is for Evy; ${name} has no adventures.`,
    },
  },
  usage: {
    simulate: `  simulate evy --adventure <id> --games N [--level L] [--seed S] [--jobs J]
      Estimate how often the bot (--level, default normal) wins one Evy
      adventure (evys-room, street, castle, …; an unknown id prints the whole
      list), with its 95% interval. For any one-seat game --level stands for
      --seats.`,
  },
};
