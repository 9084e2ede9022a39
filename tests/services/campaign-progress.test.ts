/**
 * The campaign's bookkeeping on its own, over a stand-in for the match service:
 * what a won adventure carries on ("keep one of your cards and restore its usage
 * tracker … keep any HP over 5", and the difficulty options that change it), the
 * "Who's the best?" scoreboard, and progress files that survive damage.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVY_ADVENTURES } from '../../src/games/evy/content';
import type { EvyView } from '../../src/games/evy/types';
import { adventureResult } from '../../src/services/games/evy/campaign/adventure-result';
import { CampaignService, type CampaignMatches } from '../../src/services/games/evy/campaign/campaign-service';
import { CampaignStore } from '../../src/services/games/evy/campaign/campaign-store';
import { notFound } from '../../src/services/errors';
import type { LiveMatch } from '../../src/services/match/live-match';
import type { ApiEvent } from '../../src/shared/api';
import { cleanUp, tempDataDir } from './helpers';

afterEach(cleanUp);

function finished(overrides: Partial<EvyView>): EvyView {
  return {
    phase: 'over',
    result: 'won',
    hp: 5,
    hand: [],
    kept: null,
    picked: [0],
    ...overrides,
  } as EvyView;
}

/** Matches whose view the test sets: `over(id, view)` ends one. */
function fakeMatches() {
  const views = new Map<string, EvyView>();
  const created: unknown[] = [];
  const game = {
    view: (state: unknown) => views.get(state as string),
    isOver: (state: unknown) => views.get(state as string)?.phase === 'over',
  };
  const matches: CampaignMatches = {
    async create(req) {
      const id = `m-${created.length + 1}`;
      created.push(req.config);
      views.set(id, { phase: 'evy', result: null } as EvyView);
      return { id } as never;
    },
    require(id) {
      if (!views.has(id)) throw notFound(`no ${id}`);
      return { id, game, state: id } as unknown as LiveMatch;
    },
    async close(id) {
      views.delete(id);
      return { closed: true };
    },
  };
  return { matches, created, over: (id: string, view: EvyView) => views.set(id, view) };
}

describe('what a won adventure carries on ("End of the game", "Changing difficulty")', () => {
  const hand = [
    { id: 3, def: 'baseball-bat' as const, usesLeft: 1 },
    { id: 22, def: 'freeze-ray' as const },
    { id: 25, def: 'scream' as const },
  ];

  it('the kept card, usage reset, and the HP', () => {
    expect(adventureResult(finished({ hp: 8, hand, kept: 'baseball-bat', picked: [3, 2] }), {})).toEqual({
      result: 'won',
      score: 5,
      carry: { hp: 8, card: 'baseball-bat' },
    });
  });

  it('Easier C keeps every skill card too; Harder B keeps the usage tracker as it is; Harder C keeps no card', () => {
    const view = finished({ hand, kept: 'baseball-bat' });
    expect(adventureResult(view, { easier: ['C'] })?.carry).toEqual({
      hp: 5,
      card: 'baseball-bat',
      skills: ['freeze-ray', 'scream'],
    });
    expect(adventureResult(view, { harder: ['B'] })?.carry).toEqual({ hp: 5, card: 'baseball-bat', cardUses: 1 });
    expect(adventureResult(view, { harder: ['C'] })?.carry).toEqual({ hp: 5 });
  });

  it('a lost adventure carries nothing; a match still in play has no result', () => {
    expect(adventureResult(finished({ result: 'lost', picked: [4] }), {})).toEqual({
      result: 'lost',
      score: 4,
      carry: null,
    });
    expect(adventureResult({ phase: 'keep', result: 'won' } as EvyView, {})).toBeNull();
  });
});

describe('campaign progress', () => {
  async function service(dataDir: string, fake = fakeMatches()) {
    const events: ApiEvent[] = [];
    const store = new CampaignStore(dataDir, () => undefined);
    const campaign = new CampaignService({
      adventures: EVY_ADVENTURES.slice(0, 2),
      matches: fake.matches,
      store,
      emit: (e) => events.push(e),
    });
    await campaign.start();
    return { campaign, fake, events, store };
  }

  it('"Who\'s the best?": a finished campaign goes on the scoreboard with the cards picked up per adventure', async () => {
    const dataDir = await tempDataDir();
    const { campaign, fake } = await service(dataDir);
    for (const [player, picks] of [
      ['Ada', [0, 2]],
      ['Bo', [0, 1]],
      ['Cy', [0, 3]],
    ] as const) {
      await campaign.begin(player);
      for (const picked of picks) {
        const { match } = await campaign.play();
        fake.over(match.id, finished({ picked: [picked], hp: 6 }));
        await campaign.finish(match.id);
      }
    }
    const status = await campaign.status();
    expect(status.campaign).toMatchObject({ player: 'Cy', finished: true, total: 3 });
    expect(status.scoreboard.map((e) => [e.player, e.total])).toEqual([
      ['Cy', 3],
      ['Ada', 2],
      ['Bo', 1],
    ]);
    expect(status.scoreboard[0]?.scores).toEqual([
      { adventure: 'evys-room', score: 0 },
      { adventure: 'upstairs-hall', score: 3 },
    ]);
    await expect(campaign.play()).rejects.toThrow(/finished/);
    // The second adventure started with what the first carried.
    expect(fake.created[1]).toEqual({ adventure: 'upstairs-hall', difficulty: {}, carry: { hp: 6 } });
    // The scoreboard is kept on disk.
    expect((await (await service(dataDir)).campaign.status()).scoreboard).toHaveLength(3);
  });

  it('a damaged progress file is moved aside and the previous version is used', async () => {
    const dataDir = await tempDataDir();
    const first = await service(dataDir);
    await first.campaign.begin('Ada'); // progress.json
    await first.campaign.play(); // progress.json (attempt 1), the first version kept as .bak
    await writeFile(first.store.progressFile, '{"formatVersion": 1, "campaign": {"player": 7}}');
    const again = await service(dataDir);
    const status = await again.campaign.status();
    expect(status.campaign).toMatchObject({ player: 'Ada', matchId: null });
    expect(status.campaign?.adventures[0]?.attempts).toBe(0);
    expect(await readdir(join(dataDir, 'campaign', 'corrupt'))).toHaveLength(1);
  });

  it('a finish for another match is refused in words', async () => {
    const { campaign } = await service(await tempDataDir());
    await expect(campaign.finish('m-1')).rejects.toThrow('No campaign has been started');
    await campaign.begin('Ada');
    await campaign.play();
    await expect(campaign.finish('m-9')).rejects.toThrow(`The match "m-9" is not the campaign's current adventure.`);
  });
});
