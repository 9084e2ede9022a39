/**
 * Child process of library-kill.test.ts: saves library items in a loop until it
 * is killed. Each version carries a counter (in a card or character name), so
 * the parent can tell which version survived, and ends in 100 kB of spaces
 * (still valid JSON) so each write takes long enough to be cut by a kill.
 * Writes "ready" once it loops.
 * Args: <dataDir> <cardsId> <charactersId>
 */
import { LibraryService } from '../../src/services/library/library-service';

const [dataDir, cardsId, charactersId] = process.argv.slice(2) as [string, string, string];
const library = new LibraryService(dataDir);
await library.start();

const counterOf = (text: string): number => Number(/"(?:Spark|Girl) (\d+)"/.exec(text)?.[1] ?? 0);
let counter = Math.max(counterOf((await library.get(cardsId)).text), counterOf((await library.get(charactersId)).text));

const cards = JSON.parse((await library.get(cardsId)).text);
const characters = JSON.parse((await library.get(charactersId)).text);
const PADDING = ' '.repeat(100_000);
let told = false;
for (;;) {
  counter++;
  cards.cards[2].name = `Spark ${counter}`;
  characters.characters[0].name = `Girl ${counter}`;
  await library.save({ id: cardsId, text: JSON.stringify(cards, null, 2) + PADDING });
  await library.save({ id: charactersId, text: JSON.stringify(characters, null, 1) + PADDING });
  if (counter % 3 === 0) await library.rename({ id: cardsId, name: `Cards ${counter}` });
  if (counter % 5 === 0) await library.create({ type: 'queen-cards', name: `New ${counter}` });
  if (!told) {
    process.stdout.write('ready\n');
    told = true;
  }
}
