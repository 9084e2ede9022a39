// @vitest-environment happy-dom
/**
 * The import dialog shows what installing does with each file of a pack — new,
 * update, kept both, conflict — with the services' words, and asks about the
 * last two only when there are some: keep both (the default) or replace.
 */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import ImportPreviewDialog from '../../src/renderer/src/components/library/ImportPreviewDialog.vue';
import type { PackItemOutcome, PackPreview, PackPreviewItem } from '../../src/shared/api';

beforeEach(() => setActivePinia(createPinia()));

const item = (outcome: PackItemOutcome, name: string): PackPreviewItem => ({
  path: `cards/${name}.json`,
  type: 'queen-cards',
  name,
  outcome,
  action: outcome === 'update' ? 'replace' : 'add',
  note: `note for ${name}`,
});

function preview(...items: PackPreviewItem[]): PackPreview {
  return {
    manifest: { formatVersion: 1, id: 'p', name: 'Pack', version: '2.0.0', game: 'queen', author: 'Ada', files: [] },
    items,
  };
}

const mountDialog = (p: PackPreview) =>
  mount(ImportPreviewDialog, { props: { fileName: 'p.bwpack', preview: p, busy: false }, attachTo: document.body });

describe('import preview dialog', () => {
  it('marks each file with its outcome and the note, and counts them', () => {
    const w = mountDialog(
      preview(item('new', 'a'), item('update', 'b'), item('keep-both', 'c'), item('conflict', 'd')),
    );
    const rows = w.findAll('tbody tr');
    expect(rows.map((r) => r.attributes('data-outcome'))).toEqual(['new', 'update', 'keep-both', 'conflict']);
    expect(rows.map((r) => r.find('.badge').text())).toEqual(['New', 'Update', 'Kept both', 'Conflict']);
    expect(rows[2]!.text()).toContain('note for c');
    expect(w.text()).toContain('1 new item, 1 update, 1 item you changed, 1 item from another author');
    w.unmount();
  });

  it('asks about edited and other authors’ items only when there are some, keeping both by default', async () => {
    const plain = mountDialog(preview(item('new', 'a'), item('update', 'b')));
    expect(plain.find('[data-testid=import-conflict-choice]').exists()).toBe(false);
    await plain.find('button.primary').trigger('click');
    expect(plain.emitted('install')).toEqual([['keep-both']]);
    plain.unmount();

    const w = mountDialog(preview(item('conflict', 'd')));
    const choice = w.find('[data-testid=import-conflict-choice]');
    expect(choice.text()).toContain('For the 1 item marked');
    await choice.find('input[value=replace]').setValue(true);
    await w.find('button.primary').trigger('click');
    expect(w.emitted('install')).toEqual([['replace']]);
    w.unmount();
  });
});
