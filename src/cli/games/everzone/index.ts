/** EverZone on the command line: `validate` of decks, as documents and as plain-text lists. */
import { everzone } from '../../../games/everzone';
import type { GameCli } from '../../game-cli';
import { validateDeckData, validateDeckText } from './validate-deck';

export const everzoneCli: GameCli = {
  game: everzone.id,
  validateFiles: { '.txt': validateDeckText },
  validateDocuments: { 'everzone-deck': validateDeckData },
  usage: {
    validate: {
      file: 'deck.txt',
      clause: 'or check an EverZone deck written as plain text (one "2x Marine" per line), naming each unreadable line',
    },
  },
};
