// @vitest-environment happy-dom
/**
 * A text with its terms as links keeps the punctuation after a term on the term's line (a link
 * is a button, after which a line may break: "Secret" at a line's end and its full stop below),
 * and says the whole text, nothing lost or doubled.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import TermText from '../../src/renderer/src/components/learn/TermText.vue';
import { useLearnStore } from '../../src/renderer/src/stores/learn';

beforeEach(() => setActivePinia(createPinia()));

describe('term links in a text', () => {
  it('hold the punctuation that follows a term with it, and the text reads whole', async () => {
    await useLearnStore().load('touch');
    const text = 'Doctor Manning gains 1 Secret. Then the Shadow Track moves, twice.';
    const wrapper = mount(TermText, { props: { text, game: 'touch' } });
    await flushPromises();
    const units = wrapper.findAll('.term-unit').map((u) => u.text().replace(/\s+/g, ' '));
    expect(units).toContain('Secret.');
    expect(units).toContain('Shadow Track');
    expect(wrapper.text().replace(/\s+/g, ' ')).toBe(text);
  });
});
