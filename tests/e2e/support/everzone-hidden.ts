/**
 * Prints the card ids a seat keeps hidden (hand, face-down marshalled cards, a
 * pending choice) after replaying a match record read from stdin. Run with
 * `node --import tsx`: the browser tests cannot load the game's JSON content
 * themselves (Playwright's ESM loader wants import attributes), so they ask this.
 *
 * Usage: node --import tsx tests/e2e/support/everzone-hidden.ts <seat> < record.json
 */
import { readFileSync } from 'node:fs';
import { replay, type GameRecord } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import type { EzState } from '../../../src/games/everzone/types';

const seat = Number(process.argv[2]);
const record = JSON.parse(readFileSync(0, 'utf8')) as GameRecord;
const replayed = replay<EzState>(everzone, record);
if (!replayed.ok) {
  console.error(`The match record does not replay: ${replayed.error}`);
  process.exit(1);
}
const p = replayed.state.players[seat];
if (!p) {
  console.error(`There is no seat ${seat} in this match.`);
  process.exit(1);
}
console.log(JSON.stringify([...p.hand, ...p.marshalled, ...(p.pending ?? [])]));
