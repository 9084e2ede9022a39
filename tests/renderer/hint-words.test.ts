// @vitest-environment happy-dom
/**
 * The hint in words: the AI's choice and what it expects by the player's next turn, then why
 * the runner-up ranks lower, with the game's terms as glossary links and the percentages after.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HintPanel from '../../src/renderer/src/components/hint/HintPanel.vue';
import { changeText, choiceSentence, runnerUpSentence } from '../../src/renderer/src/logic/hint-words';
import { useLearnStore } from '../../src/renderer/src/stores/learn';
import type { HintAlternative, HintResult } from '../../src/shared/api';

const investigate: HintAlternative = {
  key: 'encounter',
  label: 'Draw an Event',
  share: 0.62,
  value: 0.58,
  expects: [
    { term: 'Investigation', change: 1.43, better: 'more' },
    { term: 'Wounds', change: 0.61, better: 'less' },
  ],
};
const rest: HintAlternative = {
  key: 'rest',
  label: 'Rest',
  share: 0.21,
  value: 0.5,
  expects: [
    { term: 'Investigation', change: 0.3, better: 'more', versus: 1.43 },
    { term: 'Wounds', change: -0.4, better: 'less', versus: 0.61 },
  ],
};

const hint: HintResult = { matchId: 'm1', seat: 0, version: 3, iterations: 2400, alternatives: [investigate, rest] };
const call = vi.fn(async () => hint);
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => ({ call }) }));

beforeEach(() => setActivePinia(createPinia()));

describe('hint words', () => {
  it('rounds changes to one decimal with a sign, whole numbers from ten, a true minus sign', () => {
    expect(changeText(1.43)).toBe('+1.4');
    expect(changeText(-0.61)).toBe('−0.6');
    expect(changeText(12.4)).toBe('+12');
    expect(changeText(-10.6)).toBe('−11');
  });

  it("leads with the AI's choice and what it expects by the player's next turn, gains before costs", () => {
    expect(choiceSentence(investigate)).toBe(
      'The AI would choose “Draw an Event”: it expects +1.4 Investigation by your next turn, at a cost of +0.6 Wounds.',
    );
    const healing = { ...investigate, expects: [{ term: 'Wounds', change: -1, better: 'less' as const }] };
    expect(choiceSentence(healing)).toBe(
      'The AI would choose “Draw an Event”: it expects −1.0 Wounds by your next turn.',
    );
    expect(choiceSentence({ ...investigate, expects: [{ term: '$', change: 0.01, better: 'more' }] })).toBe(
      'The AI would choose “Draw an Event”: it expects little to change by your next turn.',
    );
  });

  it('says where the runner-up is worse, or else that it looked weaker overall despite what it gains', () => {
    expect(runnerUpSentence(rest)).toBe('“Rest” ranks lower: it expects +0.3 Investigation (against +1.4).');
    const onlyBetter = { ...rest, expects: [rest.expects[1]!] };
    expect(runnerUpSentence(onlyBetter)).toBe(
      '“Rest” ranks lower, though it expects −0.4 Wounds (against +0.6): the positions it leads to looked weaker overall.',
    );
    const still = {
      ...rest,
      expects: [{ term: 'Investigation', change: 0.02, better: 'more' as const, versus: 1.43 }],
    };
    expect(runnerUpSentence(still)).toBe('“Rest” ranks lower: it expects no change in Investigation (against +1.4).');
    expect(runnerUpSentence({ ...rest, expects: [] })).toBe(
      '“Rest” ranks lower: the positions it leads to looked weaker overall.',
    );
  });

  it('the panel shows the sentences first, terms as glossary links, and the percentages after', async () => {
    await useLearnStore().load('touch');
    const panel = mount(HintPanel, { props: { game: 'touch', matchId: 'm1', seat: 0, version: 3, disabled: false } });
    await panel.get('[data-testid=hint-button]').trigger('click');
    await flushPromises();
    const why = panel.get('[data-testid=hint-why]');
    expect(why.text()).toBe(choiceSentence(investigate));
    expect(why.findAll('button.term').map((b) => b.text())).toEqual(
      expect.arrayContaining(['Investigation', 'Wounds']),
    );
    expect(panel.get('[data-testid=hint-why-not]').text()).toBe(runnerUpSentence(rest));
    const html = panel.html();
    expect(html.indexOf('hint-why')).toBeLessThan(html.indexOf('hint-alternatives'));
    expect(panel.get('[data-testid=hint-alternatives]').text()).toContain('62%');
  });
});
