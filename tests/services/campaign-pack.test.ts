/**
 * Sharing Evy campaigns (issue 6): an `evy-campaign` library item (built-in ids
 * and embedded adventures) is checked like other content, exported as a pack,
 * installed into a fresh data directory, listed by `campaign.status` after the
 * book's, started by its id and played like the built-in campaign — its
 * adventures as designers' adventures, in its order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findAdventure } from '../../src/games/evy/content';
import type { Adventure, EvyView } from '../../src/games/evy/types';
import type { Services } from '../../src/services/index';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';
import { fixtureWorkers } from '../fixtures/workers';

afterEach(cleanUp);

async function services(): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
}

function myPark(): Adventure {
  const park = structuredClone(findAdventure('park') as Adventure);
  return { ...park, id: 'my-park', title: 'My park', order: 1 };
}

const campaignText = (adventures: unknown[]): string =>
  JSON.stringify({ $schema: 'https://boardwright.app/schemas/evy/campaign.json', title: 'Short walk', adventures });

async function saveCampaign(s: Services, adventures: unknown[]) {
  const item = await call(s, 'library.create', { type: 'evy-campaign', name: 'Short walk' });
  return call(s, 'library.save', { id: item.id, text: campaignText(adventures) });
}

describe('evy-campaign content', () => {
  it('is refused naming the entry when an id is not a built-in adventure or an embedded adventure is broken', async () => {
    const s = await services();
    const item = await call(s, 'library.create', { type: 'evy-campaign', name: 'Broken' });
    const unknown = await fails(s, 'library.save', { id: item.id, text: campaignText(['park', 'no-such-place']) });
    expect(JSON.stringify(unknown)).toContain('no built-in adventure \\"no-such-place\\"');
    const broken = myPark();
    broken.maps[0]!.start = { q: 60, r: 60 };
    const bad = await fails(s, 'library.save', { id: item.id, text: campaignText([broken]) });
    expect(JSON.stringify(bad)).toContain('/adventures/0/maps/0');
    const twice = await fails(s, 'library.save', { id: item.id, text: campaignText(['park', 'park']) });
    expect(JSON.stringify(twice)).toContain('already adventure 1');
  });
});

describe('campaign packs', () => {
  it('a campaign exported as a pack, installed elsewhere, is listed and plays its own adventures in order', async () => {
    const a = await services();
    const { info } = await saveCampaign(a, [myPark(), 'street']);
    const pack = await call(a, 'packs.export', { ids: [info.id], manifest: { name: 'Short walk', version: '1.0.0' } });

    const b = await services();
    const before = await call(b, 'campaign.status', {});
    expect(before.campaigns?.map((c) => c.title)).toEqual(["The book's campaign"]);
    const [installed] = await call(b, 'packs.install', { base64: pack.base64 });
    const status = await call(b, 'campaign.status', {});
    expect(status.campaigns).toEqual([
      { id: 'builtin-evy-campaign', title: "The book's campaign", adventures: 13, builtIn: true },
      { id: installed!.id, title: 'Short walk', adventures: 2, builtIn: false },
    ]);

    const started = await call(b, 'campaign.start', { player: 'Ada', campaign: installed!.id });
    expect(started.campaign?.source).toEqual({ id: installed!.id, title: 'Short walk' });
    expect(started.adventures.map((x) => x.id)).toEqual(['my-park', 'street']);
    expect(started.campaign?.adventures.map((x) => x.state)).toEqual(['current', 'locked']);

    const { match } = await call(b, 'campaign.play', {});
    const seen = await call(b, 'match.view', { matchId: match.id, seat: 0 });
    expect((seen.view as EvyView).adventure.title).toBe('My park');
  });

  it('the book campaign is still the default, and an unknown campaign id is refused', async () => {
    const s = await services();
    const started = await call(s, 'campaign.start', { player: 'Ada' });
    expect(started.adventures).toHaveLength(13);
    expect(started.campaign?.source).toBeUndefined();
    const error = await fails(s, 'campaign.start', { player: 'Ada', campaign: 'u-nothing-here' });
    expect(error.code).toBe('not-found');
  });
});
