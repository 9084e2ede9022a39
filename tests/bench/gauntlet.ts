/**
 * Deck gauntlet throughput: a pre-made deck against all six pre-made decks
 * through the services and real AI worker processes (one per core), as the
 * builder's "Test the deck" runs it. Prints the wall time, games and decisions
 * per second, and the deck's win rate with its interval per opponent.
 *
 * `BENCH_GAUNTLET_GAMES` (default 6): games per opponent; `BENCH_GAUNTLET_LEVEL`
 * (default greedy): the level both sides play; `BENCH_GAUNTLET_DECK` (default
 * adam-finn): the deck tested; `BENCH_EZ_CP` (default 10): command points.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import { createServices } from '../../src/services/app';
import { childProcessWorkerFactory } from '../../src/services/pool/child-process-worker';
import type { AiLevel, ApiEvent, GauntletSpec, GauntletStatus } from '../../src/shared/api';
import { percent, printTable } from './table';

export async function gauntletBench(): Promise<void> {
  const perOpponent = Number(process.env.BENCH_GAUNTLET_GAMES ?? 6);
  if (!Number.isInteger(perOpponent) || perOpponent < 1) {
    throw new Error(`BENCH_GAUNTLET_GAMES must be a whole number ≥ 1, not ${perOpponent}`);
  }
  const level = (process.env.BENCH_GAUNTLET_LEVEL ?? 'greedy') as AiLevel;
  const deckId = process.env.BENCH_GAUNTLET_DECK ?? 'adam-finn';
  const deck = PREMADE_DECK_DOCUMENTS.find((d) => d.id === deckId);
  if (!deck) throw new Error(`BENCH_GAUNTLET_DECK: there is no pre-made deck "${deckId}"`);
  const workers = availableParallelism();
  const dataDir = await mkdtemp(join(tmpdir(), 'boardwright-bench-gauntlet-'));
  const services = await createServices({ dataDir, workerFactory: childProcessWorkerFactory(), workers });
  try {
    const spec: GauntletSpec = {
      deck: deck.document,
      opponents: PREMADE_DECK_DOCUMENTS.map((d) => ({ kind: 'premade', id: d.id })),
      gamesPerPairing: perOpponent,
      level,
      seed: 1,
      cpPerPlayer: Number(process.env.BENCH_EZ_CP ?? 10),
    };
    const started = performance.now();
    const status = await runGauntlet(services, spec);
    const ms = performance.now() - started;
    const decisions = status.results.reduce((sum, r) => sum + r.actions, 0);
    printTable(
      `Gauntlet: ${deck.document.name} vs the six pre-made decks, ${perOpponent} games each, ${level} both sides, ${workers} workers`,
      ['figure', 'value'],
      [
        ['games', status.report.finished],
        ['failed', status.report.failed],
        ['wall time (s)', (ms / 1000).toFixed(1)],
        ['games per second', ((status.report.finished / ms) * 1000).toFixed(2)],
        ['decisions per second', Math.round((decisions / ms) * 1000)],
      ],
    );
    printTable(
      'Win rate of the tested deck (Wilson 95%)',
      ['opponent', 'W-D-L', 'win rate', 'interval', 'first', 'second', 'CP left'],
      status.report.matchups.map((m) => [
        m.name,
        `${m.wins}-${m.draws}-${m.losses}`,
        percent(m.winRate.rate),
        `${percent(m.winRate.low)}–${percent(m.winRate.high)}`,
        percent(m.first.rate),
        percent(m.second.rate),
        m.cpLeft === null ? '–' : m.cpLeft.toFixed(1),
      ]),
    );
  } finally {
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runGauntlet(services: Awaited<ReturnType<typeof createServices>>, spec: GauntletSpec) {
  let resolveDone: (status: GauntletStatus) => void = () => undefined;
  const done = new Promise<GauntletStatus>((resolve) => (resolveDone = resolve));
  services.subscribe((event: ApiEvent) => {
    if (event.type === 'gauntlet.done') resolveDone(event.status);
  });
  const response = await services.dispatch('gauntlet.start', spec);
  if (!response.ok) throw new Error(`gauntlet.start was refused: ${response.error.message}`);
  return done;
}
