// @vitest-environment happy-dom
/**
 * A card opened large shows what its face may cut: its name, kind, numbers with their
 * words, its whole text with the glossary's terms as links. It opens from the face's own
 * control, takes the focus, and gives it back on Escape, which first closes a term opened
 * from inside it.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { INSTANCES } from '../../src/games/manor/content';
import CardLarge from '../../src/renderer/src/components/cards/CardLarge.vue';
import CardOpen from '../../src/renderer/src/components/cards/CardOpen.vue';
import TermEntry from '../../src/renderer/src/components/learn/TermEntry.vue';
import { relicLarge } from '../../src/renderer/src/games/manor/manor-card-large';
import { stealAbilities } from '../../src/renderer/src/games/manor/manor-words';
import { useCardLargeStore } from '../../src/renderer/src/stores/card-large';
import { useLearnStore } from '../../src/renderer/src/stores/learn';

beforeEach(() => setActivePinia(createPinia()));

/** The table's open control, and the app's dialog and term entry as App.vue mounts them. */
const Screen = defineComponent({
  props: { card: { type: Object, required: true } },
  setup(props) {
    const cardLarge = useCardLargeStore();
    const learn = useLearnStore();
    return () => [
      h(CardOpen, { card: props.card as ReturnType<typeof relicLarge> }),
      cardLarge.open ? h(CardLarge) : null,
      learn.term ? h(TermEntry) : null,
    ];
  },
});

/** A relic with steal abilities to show: more than its compact face prints. */
const relic = INSTANCES.find((c) => stealAbilities(c).length > 1)!;

function press(key: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }));
}

describe('a card opened large', () => {
  it('shows the name, kind, numbers in words and the whole text with term links', async () => {
    await useLearnStore().load('manor');
    const wrapper = mount(Screen, { props: { card: relicLarge(relic) }, attachTo: document.body });
    const open = wrapper.get('[data-testid=card-open]');
    expect(open.attributes('aria-label')).toBe(`Read ${relic.name}`);
    await open.trigger('click');
    await flushPromises();

    const dialog = wrapper.get('[role=dialog]');
    expect(dialog.attributes('aria-modal')).toBe('true');
    const heading = wrapper.get(`#${dialog.attributes('aria-labelledby')}`);
    expect(heading.text()).toBe(relic.name);
    expect(dialog.text()).toContain('Relic');
    expect(wrapper.get('[data-testid=card-large-numbers]').text()).toMatch(
      new RegExp(`Madness\\s*${relic.madness}.*Dollars \\(\\$\\)\\s*${relic.dollars}`),
    );
    const texts = wrapper.findAll('[data-testid=card-large-text]').map((p) => p.text());
    for (const line of stealAbilities(relic)) expect(texts.join('\n')).toContain(line);
    expect(dialog.findAll('button.term').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(dialog.element);
    wrapper.unmount();
  });

  it('closes on Escape, a term opened inside it first, and gives the focus back', async () => {
    const learn = useLearnStore();
    await learn.load('manor');
    const wrapper = mount(Screen, { props: { card: relicLarge(relic) }, attachTo: document.body });
    const open = wrapper.get('[data-testid=card-open]');
    (open.element as HTMLElement).focus();
    await open.trigger('click');
    await flushPromises();

    await wrapper.get('[data-testid=card-large] button.term').trigger('click');
    await flushPromises();
    expect(wrapper.find('[data-testid=term-entry]').exists()).toBe(true);
    press('Escape');
    await flushPromises();
    expect(wrapper.find('[data-testid=term-entry]').exists()).toBe(false);
    expect(wrapper.find('[data-testid=card-large]').exists(), 'the term took the first Escape').toBe(true);

    press('Escape');
    await flushPromises();
    expect(wrapper.find('[data-testid=card-large]').exists()).toBe(false);
    expect(document.activeElement).toBe(open.element);
    wrapper.unmount();
  });
});
