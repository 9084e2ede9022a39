// @vitest-environment happy-dom
/**
 * Every section of every game's rules guide renders through the app's own components,
 * with its glossary's terms as links that open their entry; and the glossary lists every
 * entry. Loaded the way the app loads them: through each game's renderer entry.
 */
import { mount, flushPromises } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import GlossaryList from '../../src/renderer/src/components/learn/GlossaryList.vue';
import GuideSectionView from '../../src/renderer/src/components/learn/GuideSectionView.vue';
import { GAME_UIS } from '../../src/renderer/src/games';
import { useLearnStore } from '../../src/renderer/src/stores/learn';

beforeEach(() => setActivePinia(createPinia()));

describe.each(Object.keys(GAME_UIS))('the %s guide in the app', (game) => {
  it('renders every section, with terms that open their entries', async () => {
    const learn = useLearnStore();
    const words = await learn.load(game);
    expect(words, `${game} has a guide and a glossary`).not.toBeNull();
    let links = 0;
    for (const section of words!.guide.sections) {
      const wrapper = mount(GuideSectionView, { props: { section, game } });
      await flushPromises();
      expect(wrapper.find('h3').text()).toBe(section.title);
      const blocks = section.blocks.filter((b) => !('figure' in b)).length;
      expect(wrapper.findAll('p, ul, ol').length).toBeGreaterThanOrEqual(blocks);
      const terms = wrapper.findAll('button.term');
      links += terms.length;
      if (terms.length > 0) {
        await terms[0]!.trigger('click');
        expect(learn.term?.term.id).toBe(terms[0]!.attributes('data-term'));
      }
      wrapper.unmount();
    }
    expect(links).toBeGreaterThan(0);
  });

  it('lists every glossary entry', async () => {
    const words = await useLearnStore().load(game);
    const wrapper = mount(GlossaryList, { props: { glossary: words!.glossary, game } });
    expect(wrapper.findAll('[data-entry]')).toHaveLength(words!.glossary.terms.length);
  });
});
