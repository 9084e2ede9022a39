/** A banner belongs to its screen and operation: it goes when either is over, so it never speaks of something no longer true. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { useErrorStore } from '../../src/renderer/src/stores/errors';
import { useScreenStore } from '../../src/renderer/src/stores/screen';

const messages = (): string[] => useErrorStore().errors.map((e) => e.message);

beforeEach(() => setActivePinia(createPinia()));

describe('error banners', () => {
  it('go when the operation that failed is retried and succeeds', async () => {
    const errors = useErrorStore();
    await errors.guard(() => Promise.reject(new Error('disk full')), 'Could not export the pack');
    await errors.guard(() => Promise.reject(new Error('no such deck')), 'Could not rename the deck');
    expect(messages()).toEqual(['Could not export the pack: disk full', 'Could not rename the deck: no such deck']);
    await errors.guard(() => Promise.resolve('ok'), 'Could not export the pack');
    expect(messages()).toEqual(['Could not rename the deck: no such deck']);
  });

  it('go when the same operation succeeds on another item: the names in it do not count', async () => {
    const errors = useErrorStore();
    await errors.guard(() => Promise.reject(new Error('not a zip file')), 'Could not open the pack “holiday.bwpack”');
    await errors.guard(() => Promise.reject(new Error('no such deck')), 'Could not rename “Finn rush”');
    await errors.guard(() => Promise.resolve('ok'), 'Could not open the pack “evening-set-1.2.0.bwpack”');
    expect(messages()).toEqual(['Could not rename “Finn rush”: no such deck']);
  });

  it('go when their screen is left, but one reported as the screen changes goes along with it', async () => {
    const errors = useErrorStore();
    const screen = useScreenStore();
    screen.showLibrary();
    errors.report(new Error('bad pack'), 'Could not import');
    await Promise.resolve(); // later: the person reads it, then goes elsewhere
    screen.showSim();
    expect(messages()).toEqual([]);
    errors.report(new Error('gone'), 'Could not open the match');
    screen.showHome(); // in the same task: the banner explains why the person is home
    expect(messages()).toEqual(['Could not open the match: gone']);
  });

  it('met while the host was out of reach, go when it is back', () => {
    const errors = useErrorStore();
    errors.setConnected(false);
    errors.report(new Error('The Boardwright host is not running.'), 'Could not list the saves');
    errors.setConnected(true);
    errors.report(new Error('bad file'), 'Could not read the file');
    errors.setConnected(false);
    errors.setConnected(true);
    expect(messages()).toEqual(['Could not read the file: bad file']);
  });
});
