/**
 * A game's command-line seams, proved with the Sealed Bids fixture: the CLI run over a
 * registry of fixture games and their additions (`runCli(argv, io, registry)`, as
 * `boardwright` runs over `CLI_REGISTRY`) lists the game, shows its additions in the usage
 * text, routes its files to its own check, puts its `simulate` option into its config (refused
 * for another game in its words), and replays its records, refusing one made under other rules
 * or other cards.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateCommand } from '../../src/cli/commands/simulate';
import type { CliRegistry } from '../../src/cli/game-cli';
import { runCli } from '../../src/cli/run';
import { newRecord, replay, tryApply, type GameRecord } from '../../src/engine';
import { sealedBids, type SealedConfig } from '../fixtures/sealed-bids';
import { sealedCli } from '../fixtures/sealed-bids/cli';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';

const REGISTRY: CliRegistry = { games: [sealedBids, sticksGame], clis: [sealedCli] };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-seams-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI over the fixture registry; what it printed, and its exit code. */
async function cli(...argv: string[]): Promise<{ code: number; out: string[]; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, REGISTRY);
  return { code, out, err: err.join('\n') };
}

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** A Sealed Bids record of a few first-listed moves. */
function sealedRecord(): GameRecord {
  const config: SealedConfig = { suits: 2, handSize: 2 };
  const record = newRecord(sealedBids, config, 11);
  let state = sealedBids.setup(config, 11);
  for (let i = 0; i < 3; i++) {
    const seat = sealedBids.toAct(state)[0]!;
    const result = tryApply(sealedBids, state, seat, sealedBids.legalActions(state, seat)[0]!);
    if (!result.ok) throw new Error(result.error.message);
    record.actions.push({ seat, key: result.action.key });
    state = result.state;
  }
  return record;
}

describe("a game's additions to the command line", () => {
  it('lists the registry\'s games, and shows the game\'s additions in "help"', async () => {
    const games = await cli('games');
    expect(games.out).toEqual(['sealed-bids  Sealed Bids  (2 seats)', 'sticks       Sticks  (2-3 seats)']);
    const help = (await cli('help')).out.join('\n');
    expect(help).toContain(sealedCli.usage!.simulate!);
    expect(help).toContain('validate <file.json | file.bwpack | plan.bids>');
    expect(help.replace(/\s+/g, ' ')).toContain('or check a Sealed Bids bid plan (one card per line, as "Jade 4").');
  });

  it('routes a file the game reads to its own check: valid, or each problem by line (exit 1)', async () => {
    const good = await file('good.bids', 'Jade 4\n\nRuby 1\n');
    expect(await cli('validate', good)).toEqual({ code: 0, out: [`${good}: a plan of 2 bids`], err: '' });
    const bad = await file('bad.bids', 'Jade 4\nJade 9\nJade 4\n');
    const refused = await cli('validate', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      [
        `${bad}: 2 problems in the bid plan:`,
        `  ${bad}:2: "Jade 9" is not a card`,
        `  ${bad}:3: Jade 4 is bid twice`,
      ].join('\n'),
    );
  });

  it("refuses the game's simulate option with a value it does not know, and for another game, in its words", async () => {
    const base = ['--seats', 'random,random', '--games', '1'];
    const wrongValue = await cli('simulate', 'sealed-bids', ...base, '--suits', '7');
    expect(wrongValue.code).toBe(2);
    expect(wrongValue.err).toMatch(/^boardwright: --suits must be 2 or 3, not "7"\./);
    const otherGame = await cli('simulate', 'sticks', ...base, '--suits', '2');
    expect(otherGame.code).toBe(2);
    expect(otherGame.err).toMatch(/^boardwright: --suits is for Sealed Bids; Sticks has no suits\./);
    expect((await cli('simulate', 'queen', ...base)).err).toMatch(/no game "queen"\. Games: sealed-bids, sticks\./);
  });

  it('plays a batch with the option put into the config, in workers that know the game', async () => {
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: () => {} };
    const options = { game: 'sealed-bids', seats: 'random,random', games: '2', seed: '5', jobs: '1' };
    await simulateCommand(
      { ...options, gameOptions: { suits: '2' } },
      io,
      { workerFactory: fixtureWorkers() },
      REGISTRY,
    );
    const summary = JSON.parse(out.at(-1)!) as Record<string, unknown>;
    expect(summary).toMatchObject({ type: 'summary', game: 'sealed-bids', state: 'done', finished: 2 });
    expect(summary.config).toEqual({ suits: 2, handSize: 3 });
  });

  it('replays its records; one made under other rules or with other cards is refused (exit 1)', async () => {
    const record = sealedRecord();
    const expected = replay(sealedBids, record);
    if (!expected.ok) throw new Error(expected.error);
    const path = await file('record.json', JSON.stringify(record));
    expect(await cli('replay', path)).toEqual({ code: 0, out: [expected.hash], err: '' });
    const otherRules = await file('rules.json', JSON.stringify({ ...record, engineVersion: '0' }));
    expect(await cli('replay', otherRules)).toMatchObject({ code: 1, err: expect.stringMatching(/rules version 0/) });
    const otherCards = await file('cards.json', JSON.stringify({ ...record, contentHash: '0123456789abcdef' }));
    expect(await cli('replay', otherCards)).toMatchObject({ code: 1, err: expect.stringMatching(/Sealed Bids cards/) });
  });
});
