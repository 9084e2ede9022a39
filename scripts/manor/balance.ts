/**
 * The balance report of All Manor of Evil's invented content: bot games at each
 * player count, and how they ended (the second Clock, one elder god, more than one),
 * how long they lasted, how often each role won against its fair share, and what
 * each elder god face did to the game when it awakened.
 *
 * Run: npx tsx scripts/manor/balance.ts [--games 100] [--players 2,3,4,5,6] [--bots greedy] [--seed 1]
 * `--bots` is one level for every seat, or `mixed` (greedy and easy seats alternate).
 */
import { parseArgs } from 'node:util';
import type { BotLevel } from '../../src/ai';
import { godDef, roleDef } from '../../src/games/manor/content';
import type { ManorConfig } from '../../src/games/manor/types';
import { winRate } from '../../src/services/sim/stats';
import { playGame, type GameRecord } from './bot-games';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '2,3,4,5,6' },
    bots: { type: 'string', default: 'greedy' },
    seed: { type: 'string', default: '1' },
  },
});

const games = Number(values.games);
const firstSeed = Number(values.seed);
const counts = values.players.split(',').map(Number);

function seatsFor(players: number): BotLevel[] {
  if (values.bots === 'mixed') return Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'greedy' : 'easy'));
  return new Array<BotLevel>(players).fill(values.bots as BotLevel);
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** A rate with its Wilson 95% interval, in whole percents. */
function rate(wins: number, total: number): string {
  const r = winRate(Math.round(wins), total);
  return `${percent(r.rate)} (${percent(r.low)}–${percent(r.high)})`;
}

function report(players: number, records: GameRecord[]): string[] {
  const n = records.length;
  const by = (reason: GameRecord['reason']): number => records.filter((r) => r.reason === reason).length;
  const rounds = records.reduce((sum, r) => sum + r.rounds, 0) / n;
  const allLose = records.filter((r) => r.seats.every((s) => s.score === 0) && !r.lovecraftWon).length;
  const lines = [
    `## ${players} players, ${n} games (${values.bots} bots)`,
    '',
    `Endings: second Clock ${rate(by('clock'), n)}, one elder god ${rate(by('god'), n)}, more than one ${rate(by('gods'), n)}. ` +
      `Rounds ${rounds.toFixed(1)} on average. Everyone lost in ${percent(allLose / n)}` +
      (players === 2 ? `; Lovecraft won ${percent(records.filter((r) => r.lovecraftWon).length / n)}.` : '.'),
    '',
    `| role | dealt | wins | win rate (95%) | against a fair ${percent(1 / players)} |`,
    '| --- | --- | --- | --- | --- |',
  ];
  const roles = new Map<string, { dealt: number; wins: number }>();
  for (const r of records) {
    for (const s of r.seats) {
      const entry = roles.get(s.role) ?? { dealt: 0, wins: 0 };
      entry.dealt++;
      entry.wins += s.score;
      roles.set(s.role, entry);
    }
  }
  for (const [role, { dealt, wins }] of [...roles].sort((a, b) => a[0].localeCompare(b[0]))) {
    const share = wins / dealt / (1 / players);
    lines.push(
      `| ${roleDef(role).name} | ${dealt} | ${wins.toFixed(1)} | ${rate(wins, dealt)} | ×${share.toFixed(2)} |`,
    );
  }
  lines.push(
    '',
    '| elder god awakened alone | games | everyone lost | won by a cultist |',
    '| --- | --- | --- | --- |',
  );
  const faces = new Map<string, GameRecord[]>();
  for (const r of records) if (r.god) faces.set(r.god, [...(faces.get(r.god) ?? []), r]);
  for (const [face, list] of [...faces].sort((a, b) => b[1].length - a[1].length)) {
    const lost = list.filter((r) => r.seats.every((s) => s.score === 0)).length;
    const cultist = list.reduce(
      (sum, r) => sum + r.seats.filter((s) => 'cultist' in roleDef(s.role)).reduce((t, s) => t + s.score, 0),
      0,
    );
    lines.push(
      `| ${godDef(face).name} | ${list.length} | ${percent(lost / list.length)} | ${percent(cultist / list.length)} |`,
    );
  }
  return [...lines, ''];
}

for (const players of counts) {
  const records: GameRecord[] = [];
  for (let g = 0; g < games; g++) {
    records.push(playGame({ players } as ManorConfig, firstSeed + g, seatsFor(players)));
  }
  console.log(report(players, records).join('\n'));
}
