// @vitest-environment happy-dom
/**
 * The Evy editor's screen mounted on a store with an adventure open: the canvas
 * draws the map and paints where the pointer goes, keys pick tools and undo,
 * problems are pinned on the canvas and jump when clicked, the rules form and
 * the objective list edit the document, and the JSON tab is two-way.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { adventureToJson } from '../../src/content/evy-edit';
import { hexCenter } from '../../src/renderer/src/games/evy/evy-geometry';
import { fakeLibrary, templateAdventure, type FakeLibrary } from './evy-editor-fake-api';

let fake: FakeLibrary;
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => fake.api }));
// Monaco does not run in happy-dom: the JSON tab is mounted with a stand-in that keeps the v-model.
vi.mock('../../src/renderer/src/components/json-editor/JsonEditor.vue', () => ({
  default: defineComponent({
    props: { modelValue: { type: String, required: true } },
    emits: ['update:modelValue'],
    setup(props, { emit }) {
      return () =>
        h('textarea', {
          'data-testid': 'fake-json',
          value: props.modelValue,
          onInput: (e: Event) => emit('update:modelValue', (e.target as HTMLTextAreaElement).value),
        });
    },
  }),
}));
const { useEvyEditorStore } = await import('../../src/renderer/src/games/evy/editor/editor-store');
const EvyEditorScreen = (await import('../../src/renderer/src/games/evy/editor/EvyEditorScreen.vue')).default;
const EditorJsonTab = (await import('../../src/renderer/src/games/evy/editor/EditorJsonTab.vue')).default;

let wrapper: VueWrapper | null = null;

beforeEach(() => {
  setActivePinia(createPinia());
  fake = fakeLibrary();
  window.localStorage.clear();
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  // A draft write still waiting on its timer would fire after this file's window is gone.
  useEvyEditorStore().keepNow();
});

async function mountOpen() {
  fake.add('u-1', templateAdventure());
  const store = useEvyEditorStore();
  await store.open('u-1');
  wrapper = mount(EvyEditorScreen, { attachTo: document.body });
  await flushPromises();
  return { store, wrapper };
}

/**
 * A pointer event at a hex's centre. happy-dom lays nothing out (the canvas box is 0×0, read
 * as 1×1), so the client position is the hex centre's place in the viewport as a fraction.
 */
function pointerAt(
  store: ReturnType<typeof useEvyEditorStore>,
  hex: { q: number; r: number },
  type: string,
  buttons = 1,
  nudge = 0,
) {
  const v = store.viewports[store.activeMap]!;
  const c = hexCenter(hex);
  return new PointerEvent(type, {
    clientX: (c.x + nudge - v.x) / v.w,
    clientY: (c.y + nudge - v.y) / v.h,
    button: 0,
    buttons,
    bubbles: true,
  });
}

const press = (key: string, mods: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...mods }));

describe('Evy editor screen', () => {
  it('draws every tile, the start, and the grid of walls round them', async () => {
    const { wrapper } = await mountOpen();
    const canvas = wrapper.get('[data-testid=editor-canvas]');
    expect(canvas.findAll('[data-tile]')).toHaveLength(5);
    expect(canvas.get('[data-tile="1,0"]').attributes('data-kind')).toBe('card');
    expect(canvas.get('[data-testid=editor-start]').attributes('data-hex')).toBe('0,0');
    expect(canvas.get('[data-testid=editor-grid]').attributes('d')?.split('M').length).toBeGreaterThan(50);
  });

  it('a drag paints a stroke; one undo (Ctrl+Z) takes all of it back, Ctrl+Y redoes it', async () => {
    const { store, wrapper } = await mountOpen();
    press('f');
    expect(store.tool).toBe('floor');
    const svg = wrapper.get('[data-testid=editor-canvas]').element;
    svg.dispatchEvent(pointerAt(store, { q: 0, r: 2 }, 'pointerdown'));
    svg.dispatchEvent(pointerAt(store, { q: 3, r: 2 }, 'pointermove'));
    svg.dispatchEvent(pointerAt(store, { q: 3, r: 2 }, 'pointerup', 0));
    await nextTick();
    // The hexes between two far-apart pointer reports are painted too.
    const row2 = store.doc!.maps[0]!.tiles.filter((t) => t.r === 2).map((t) => t.q);
    expect(row2.sort()).toEqual([0, 1, 2, 3]);
    expect(wrapper.findAll('[data-tile]')).toHaveLength(9);
    press('z', { ctrlKey: true });
    await nextTick();
    expect(wrapper.findAll('[data-tile]')).toHaveLength(5);
    press('y', { ctrlKey: true });
    await nextTick();
    expect(wrapper.findAll('[data-tile]')).toHaveLength(9);
  });

  it('the select tool takes a rectangle and drags the tiles in it', async () => {
    const { store, wrapper } = await mountOpen();
    press('v');
    const svg = wrapper.get('[data-testid=editor-canvas]').element;
    // A rectangle from just above-left of one centre to just below-right of the next.
    svg.dispatchEvent(pointerAt(store, { q: 0, r: 0 }, 'pointerdown', 1, -3));
    svg.dispatchEvent(pointerAt(store, { q: 1, r: 0 }, 'pointermove', 1, 3));
    svg.dispatchEvent(pointerAt(store, { q: 1, r: 0 }, 'pointerup', 0, 3));
    await nextTick();
    expect(store.selection).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ]);
    expect(wrapper.findAll('[data-selected]')).toHaveLength(2);
    svg.dispatchEvent(pointerAt(store, { q: 1, r: 0 }, 'pointerdown'));
    svg.dispatchEvent(pointerAt(store, { q: 1, r: 2 }, 'pointermove'));
    svg.dispatchEvent(pointerAt(store, { q: 1, r: 2 }, 'pointerup', 0));
    await nextTick();
    // The card tile and the start moved two rows down with the selection.
    expect(store.doc!.maps[0]!.tiles.find((t) => t.kind === 'card')).toMatchObject({ q: 1, r: 2 });
    expect(store.doc!.maps[0]!.start).toEqual({ q: 0, r: 2 });
    expect(store.selection).toEqual([
      { q: 0, r: 2 },
      { q: 1, r: 2 },
    ]);
  });

  it('pins a problem on its hex, lists it, and the list jumps to its map', async () => {
    const { store, wrapper } = await mountOpen();
    press('p');
    const svg = wrapper.get('[data-testid=editor-canvas]').element;
    svg.dispatchEvent(pointerAt(store, { q: 0, r: 0 }, 'pointerdown'));
    svg.dispatchEvent(pointerAt(store, { q: 0, r: 0 }, 'pointerup', 0));
    await nextTick();
    expect(wrapper.find('[data-testid=problem-marker][data-hex="0,0"]').exists()).toBe(true);
    const listed = wrapper.findAll('[data-testid=editor-problem]');
    expect(listed.some((p) => p.text().includes('hex (0, 0)'))).toBe(true);
    store.edit({ type: 'add-map' });
    store.showMap(1);
    await nextTick();
    await wrapper.get('[data-testid=editor-problem][data-hex="0,0"]').trigger('click');
    expect(store.activeMap).toBe(0);
  });

  it('keys are not taken from text fields; ? opens the help with every key', async () => {
    const { store, wrapper } = await mountOpen();
    const input = wrapper.get('input[aria-label="Name of map 1"]').element as HTMLInputElement;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(store.tool).toBe('floor');
    press('?');
    await nextTick();
    expect(wrapper.get('[data-testid=editor-help]').text()).toContain('Ctrl+Shift+Z');
  });

  it('the rules form and the objective list edit the document, undoably', async () => {
    const { store, wrapper } = await mountOpen();
    await wrapper.get('[data-tab=adventure]').trigger('click');
    const title = wrapper.get('[data-testid=adventure-title]');
    await title.setValue('New title');
    expect(store.doc?.title).toBe('New title');
    const ghosts = wrapper
      .findAll('input[type=checkbox]')
      .find((c) => c.element.parentElement?.textContent?.includes('Ghosts'));
    await ghosts!.setValue(true);
    expect(store.doc?.rules.ghosts).toBe(true);
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Add step')!
      .trigger('click');
    expect(store.doc?.objective).toHaveLength(2);
    store.undo();
    store.undo();
    expect(store.doc?.objective).toHaveLength(1);
    expect(store.doc?.rules.ghosts).toBeUndefined();
  });

  it('the JSON tab is two-way: valid text becomes the document, edits elsewhere rewrite the text', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    wrapper = mount(EditorJsonTab);
    const area = wrapper.get('[data-testid=fake-json]');
    expect((area.element as HTMLTextAreaElement).value).toBe(adventureToJson(store.doc!));
    const changed = adventureToJson({ ...store.doc!, title: 'Typed' });
    await area.setValue(changed);
    expect(store.doc?.title).toBe('Typed');
    // Text that is not a valid adventure changes nothing.
    await area.setValue('{ "title": ');
    expect(store.doc?.title).toBe('Typed');
    await area.setValue(adventureToJson({ ...store.doc!, title: 'Typed on' }));
    expect(store.doc?.title).toBe('Typed on');
    // The typing was one undo step: one undo goes back to before it.
    store.undo();
    await nextTick();
    expect((wrapper.get('[data-testid=fake-json]').element as HTMLTextAreaElement).value).toContain(
      '"title": "Test adventure"',
    );
  });
});

describe('map tabs', () => {
  it('add a map (shown at once), move it left, rename it, remove it', async () => {
    const { store, wrapper } = await mountOpen();
    await wrapper.get('[data-testid=add-map]').trigger('click');
    expect(wrapper.findAll('[data-map-tab]')).toHaveLength(2);
    expect(store.activeMap).toBe(1);
    await wrapper.get('button[aria-label="Move the map left"]').trigger('click');
    expect(store.doc!.maps.map((m) => m.name)).toEqual(['Map 2', 'Hall']);
    expect(store.activeMap).toBe(0);
    await wrapper.get('input[aria-label="Name of map 1"]').setValue('Cellar');
    expect(store.doc!.maps[0]!.name).toBe('Cellar');
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Remove map')!
      .trigger('click');
    expect(store.doc!.maps.map((m) => m.name)).toEqual(['Hall']);
    expect(wrapper.get('button[aria-label="Move the map right"]').attributes('disabled')).toBeDefined();
  });
});

describe('the canvas without a mouse', () => {
  it('arrows move the cursor from the start, Enter uses the tool there', async () => {
    const { store, wrapper } = await mountOpen();
    const svg = wrapper.get('[data-testid=editor-canvas]');
    await svg.trigger('focus');
    expect(wrapper.get('[data-testid=editor-cursor]').attributes('data-hex')).toBe('0,0');
    await svg.trigger('keydown', { key: 'ArrowDown' });
    await svg.trigger('keydown', { key: 'ArrowLeft' });
    expect(wrapper.get('[data-testid=editor-cursor]').attributes('data-hex')).toBe('-1,1');
    await svg.trigger('keydown', { key: 'Enter' });
    expect(store.doc!.maps[0]!.tiles.some((t) => t.q === -1 && t.r === 1 && t.kind === 'floor')).toBe(true);
    store.tool = 'select';
    await svg.trigger('keydown', { key: 'Enter' });
    expect(store.selection).toEqual([{ q: -1, r: 1 }]);
  });
});

describe("the difficulty meter's heat", () => {
  it('is drawn on the map it is for, with its counts', async () => {
    fake.add('u-1', templateAdventure());
    const store = useEvyEditorStore();
    await store.open('u-1');
    const EditorCanvas = (await import('../../src/renderer/src/games/evy/editor/EditorCanvas.vue')).default;
    wrapper = mount(EditorCanvas, {
      props: { spaceHeld: false, heat: { map: 0, counts: { '2,0': 3, '1,0': 1 }, max: 3 } },
    });
    const cells = wrapper.findAll('[data-testid=heat-cell]');
    expect(cells.map((c) => [c.attributes('data-hex'), c.attributes('data-count')])).toEqual([
      ['2,0', '3'],
      ['1,0', '1'],
    ]);
    await wrapper.setProps({ heat: { map: 1, counts: { '2,0': 3 }, max: 3 } });
    expect(wrapper.findAll('[data-testid=heat-cell]')).toHaveLength(0);
  });
});

describe('jumping to a problem from another tab', () => {
  it('the canvas, mounted by the jump, centres the hex', async () => {
    const { store, wrapper } = await mountOpen();
    await wrapper.get('[data-tab=adventure]').trigger('click');
    expect(wrapper.find('[data-testid=editor-canvas]').exists()).toBe(false);
    store.jumpTo({ map: 0, hex: { q: 9, r: 4 } });
    await flushPromises();
    const v = store.viewports[0]!;
    const c = hexCenter({ q: 9, r: 4 });
    expect(Math.abs(v.x + v.w / 2 - c.x)).toBeLessThan(0.01);
    expect(Math.abs(v.y + v.h / 2 - c.y)).toBeLessThan(0.01);
    expect(store.focusHex).toBeNull();
  });
});
