// @vitest-environment happy-dom
/**
 * The campaign screen against a scripted API: the adventures in order with
 * their state, what is carried on, start with the book's difficulty options
 * ("Changing difficulty"), play, and the "Who's the best?" scoreboard.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardwrightApi, CampaignProgress, CampaignStatus } from '../../src/shared/api';
import { summary } from './evy-fixture';

const ADVENTURES = [
  { id: 'evys-room', title: "Evy's room", order: 1, intro: 'Dark room.', cardCount: 0 },
  { id: 'upstairs-hall', title: 'Upstairs hall', order: 2, intro: 'A long hall.', cardCount: 2 },
  { id: 'downstairs', title: 'Downstairs', order: 3, intro: 'The baby cries.', cardCount: 10 },
];

function progress(over: Partial<CampaignProgress> = {}): CampaignProgress {
  return {
    player: 'Ann',
    difficulty: { easier: ['B'], minHp: 7 },
    startedAt: '2026-01-01T00:00:00.000Z',
    current: 2,
    carry: { hp: 7, card: 'sneakers' },
    matchId: null,
    adventures: ADVENTURES.map((a, i) => ({
      ...a,
      state: i < 2 ? 'won' : 'current',
      score: i < 2 ? i + 1 : null,
      attempts: i === 1 ? 2 : 1,
    })),
    total: 3,
    finished: false,
    last: { adventure: 'upstairs-hall', result: 'won', score: 2 },
    ...over,
  } as CampaignProgress;
}

let status: CampaignStatus;
const calls: { method: string; req: unknown }[] = [];
const api: BoardwrightApi = {
  async call(method, req) {
    calls.push({ method, req });
    if (method === 'campaign.status') return status as never;
    if (method === 'campaign.start') {
      status = { ...status, campaign: progress({ current: 0, carry: null, last: null, total: 0 }) };
      return status as never;
    }
    if (method === 'campaign.play') return { status, match: summary({ version: 0 }) } as never;
    if (method === 'match.view')
      return { match: summary({ version: 0 }), seat: 0, view: {}, log: [], legal: [] } as never;
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { default: CampaignScreen } = await import('../../src/renderer/src/games/evy/campaign/CampaignScreen.vue');
const { useScreenStore } = await import('../../src/renderer/src/stores/screen');
const { useMatchStore } = await import('../../src/renderer/src/stores/match');

beforeEach(() => {
  setActivePinia(createPinia());
  calls.length = 0;
  status = {
    adventures: ADVENTURES,
    campaign: progress(),
    scoreboard: [
      {
        player: 'Bo',
        scores: [{ adventure: 'evys-room', score: 0 }],
        total: 41,
        finishedAt: '2026-02-01T00:00:00.000Z',
        difficulty: { harder: ['D'] },
      },
    ],
  };
});

describe('Evy campaign screen', () => {
  it('lists the adventures in order: won with their cards, the current one, what Evy carries, the last result', async () => {
    const w = mount(CampaignScreen);
    await flushPromises();
    expect(calls[0]?.method).toBe('campaign.status');
    const rows = w.findAll('[data-testid=campaign-adventures] li');
    expect(rows.map((r) => [r.attributes('data-adventure'), r.attributes('data-state')])).toEqual([
      ['evys-room', 'won'],
      ['upstairs-hall', 'won'],
      ['downstairs', 'current'],
    ]);
    expect(rows[1]?.text()).toContain('2 cards');
    expect(rows[1]?.text()).toContain('2 attempts');
    expect(w.find('[data-testid=campaign-carry]').text()).toBe('Evy brings 7 HP and the Sneakers.');
    expect(w.find('[data-testid=campaign-last]').text()).toContain('Upstairs hall won with 2 cards');
    expect(w.find('[data-testid=campaign-intro]').text()).toContain('The baby cries.');
    expect(w.text()).toContain('Easier B (7 HP)');
    expect(w.find('[data-testid=campaign-scoreboard]').text()).toContain('Bo');
    expect(w.find('[data-testid=campaign-scoreboard]').text()).toContain('Harder D');
  });

  it('the intro of a won adventure can be read again', async () => {
    const w = mount(CampaignScreen);
    await flushPromises();
    await w.find('[data-adventure=evys-room] button').trigger('click');
    expect(w.find('[data-testid=campaign-intro]').text()).toContain('Dark room.');
    expect(w.find('[data-testid=campaign-intro]').text()).toContain('No cards on this map.');
  });

  it('Changing difficulty: a new campaign is started with the options ticked (Easier B asks 6 or 7 HP)', async () => {
    status = { ...status, campaign: null };
    const w = mount(CampaignScreen);
    await flushPromises();
    await w.find('[data-testid=campaign-player]').setValue('  Cy ');
    await w.find('[data-testid=easier-C]').setValue(true);
    await w.find('[data-testid=easier-B]').setValue(true);
    await w.find('[data-testid=campaign-min-hp]').setValue('7');
    await w.find('[data-testid=harder-A]').setValue(true);
    await w.find('[data-testid=campaign-new]').trigger('submit');
    await flushPromises();
    expect(calls.find((c) => c.method === 'campaign.start')?.req).toEqual({
      player: 'Cy',
      difficulty: { easier: ['B', 'C'], harder: ['A'], minHp: 7 },
    });
    expect(w.find('[data-adventure=evys-room]').exists()).toBe(true);
  });

  it('before any campaign the adventures are listed, the first to play, and every intro can be read', async () => {
    status = { ...status, campaign: null };
    const w = mount(CampaignScreen);
    await flushPromises();
    const rows = w.findAll('[data-testid=campaign-adventures] li');
    expect(rows.map((r) => r.attributes('data-state'))).toEqual(['current', 'locked', 'locked']);
    expect(w.find('[data-testid=campaign-play]').exists()).toBe(false);
    await w.find('[data-adventure=downstairs] button').trigger('click');
    expect(w.find('[data-testid=campaign-intro]').text()).toContain('The baby cries.');
  });

  it('a blank name is refused before anything is sent', async () => {
    status = { ...status, campaign: null };
    const w = mount(CampaignScreen);
    await flushPromises();
    await w.find('[data-testid=campaign-player]').setValue('   ');
    expect(w.find('[role=alert]').text()).toContain('name');
    expect(w.find('[data-testid=campaign-start]').attributes('disabled')).toBeDefined();
  });

  it('Play opens the current adventure as a match on the match screen', async () => {
    const w = mount(CampaignScreen);
    await flushPromises();
    expect(w.find('[data-testid=campaign-play]').text()).toBe('Play Downstairs');
    await w.find('[data-testid=campaign-play]').trigger('click');
    await flushPromises();
    expect(useScreenStore().screen).toBe('match');
    expect(useMatchStore().summary?.id).toBe('m-evy');
  });
});
