/**
 * Peer: boardgame.io's `MCTSBot` on the same Queen rules (bgio-queen.ts),
 * iterations per second side by side with our ISMCTS at the same playout depth
 * and random playouts, on the same decision points. MCTSBot searches the true
 * state (it does not handle hidden information), so it does less per iteration
 * than ISMCTS, which deals a determinisation every iteration.
 */
import { MCTSBot } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { IsmctsSearch } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { wrapForBoardgameIo, type WrapStyle } from './bgio-queen';
import { decisionPoints, type DecisionPoint } from './positions';
import { runInChild } from './processes';
import { perSecond, printTable } from './table';

interface PeerArgs {
  style?: WrapStyle;
  iterations: number;
  depth: number;
  positions: number;
}

interface PeerFigures {
  iterations: number;
  ms: number;
}

const queen = findGame('queen') as AnyGame;

function points(args: PeerArgs) {
  return decisionPoints(queen, { players: 2, variant: 'standard' }, args.positions, 12);
}

async function mctsBotOnce(point: DecisionPoint, seed: number, args: PeerArgs): Promise<number> {
  const game = wrapForBoardgameIo(queen, point.state, args.style ?? 'plain');
  const state = InitializeGame({ game, numPlayers: 2 });
  if (state.ctx.currentPlayer !== String(point.seat)) throw new Error('boardgame.io disagrees on who acts');
  const bot = new MCTSBot({
    game,
    enumerate: game.ai!.enumerate,
    seed,
    iterations: args.iterations,
    playoutDepth: args.depth,
  });
  const started = performance.now();
  const { action } = await bot.play(state, String(point.seat));
  const ms = performance.now() - started;
  if (!action) throw new Error('MCTSBot found no move');
  return ms;
}

function oursOnce(point: DecisionPoint, seed: number, args: PeerArgs): number {
  const started = performance.now();
  const search = new IsmctsSearch(queen, point.view, point.seat, {
    seed,
    iterations: args.iterations,
    rollout: 'random',
    depth: args.depth,
  });
  while (!search.done) search.run(500);
  return performance.now() - started;
}

// Both sides first search one position untimed, so the figures are warm (JIT-compiled) speed.

export async function measureMctsBot(args: PeerArgs): Promise<PeerFigures> {
  const all = points(args);
  await mctsBotOnce(all.at(-1)!, -1, args);
  let ms = 0;
  for (const [i, point] of all.entries()) ms += await mctsBotOnce(point, i, args);
  return { iterations: args.iterations * all.length, ms };
}

export function measureOurs(args: PeerArgs): PeerFigures {
  const all = points(args);
  oursOnce(all.at(-1)!, -1, args);
  let ms = 0;
  all.forEach((point, i) => (ms += oursOnce(point, i, args)));
  return { iterations: args.iterations * all.length, ms };
}

export async function peerBoardgameIo(): Promise<void> {
  const depth = 20;
  const positions = 6;
  const ours = await runInChild<PeerFigures>(import.meta.filename, 'measureOurs', {
    iterations: 3000,
    depth,
    positions,
  });
  const rows: (string | number)[][] = [];
  for (const style of ['plain', 'boxed'] as const) {
    // Production mode, as a shipped boardgame.io game runs: no per-move serialisability check.
    const theirs = await runInChild<PeerFigures>(
      import.meta.filename,
      'measureMctsBot',
      { style, iterations: 300, depth, positions },
      { NODE_ENV: 'production' },
    );
    const ratio = ours.iterations / ours.ms / (theirs.iterations / theirs.ms);
    rows.push([
      `boardgame.io 0.50 MCTSBot, ${style} G`,
      theirs.iterations,
      perSecond(theirs.iterations, theirs.ms),
      `${ratio.toFixed(0)}×`,
    ]);
  }
  rows.push(['Boardwright ISMCTS (view only)', ours.iterations, perSecond(ours.iterations, ours.ms), '']);
  printTable(
    `Peer: boardgame.io MCTSBot (true state) vs our ISMCTS, Queen 2p, ${positions} positions, random playouts, depth ${depth}`,
    ['search', 'iterations', 'iterations/s', 'ours is'],
    rows,
  );
}
