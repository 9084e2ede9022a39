/**
 * Library items offered on the setup screen for an option that carries content: a passing item
 * becomes its document, a failing one is listed with the checks' own reason; choosing one puts
 * the document in the options and drops the built-in choice it stands in for.
 */
import { describe, expect, it } from 'vitest';
import street from '../../content/evy/adventures/street.json';
import { contentOptionsOf } from '../../src/content/config-content';
import { contentChoice, withBuiltIn, withDocument } from '../../src/renderer/src/components/setup/library-content';
import { campaignWithAdventure, newCampaignWith } from '../../src/renderer/src/games/evy/campaign/add-adventure';
import { checkContentInBrowser } from '../../src/content/standalone-validators';
import type { Adventure } from '../../src/games/evy/types';

const STREET = street as unknown as Adventure;
const evyAdventure = contentOptionsOf('evy')[0]!;

describe('library content on the setup screen', () => {
  it('Evy offers its adventures from the library in place of the built-in choice', () => {
    expect(evyAdventure).toMatchObject({ key: 'custom', replaces: 'adventure', type: 'evy-adventure' });
  });

  it('an adventure that passes its checks is its document', () => {
    const choice = contentChoice('evy-adventure', 'u-1', 'My street', JSON.stringify(STREET));
    expect(choice).toEqual({ id: 'u-1', name: 'My street', document: STREET });
  });

  it('one that fails is listed with the first error, where it is, and how many more', () => {
    const broken = structuredClone(STREET);
    broken.cardCount = 0;
    broken.maps[0]!.start = { q: 40, r: 40 };
    const choice = contentChoice('evy-adventure', 'u-2', 'Broken', JSON.stringify(broken));
    expect(choice.document).toBeUndefined();
    const errors = checkContentInBrowser('evy-adventure', JSON.stringify(broken)).problems.filter(
      (p) => p.severity === 'error',
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(choice.reason).toContain(errors[0]!.message);
  });

  it('unreadable text is said so', () => {
    expect(contentChoice('evy-adventure', 'u-3', 'Bad', '{').reason).toMatch(/not valid JSON/);
  });

  it('choosing an item replaces the built-in adventure, and choosing a built-in drops the item', () => {
    const chosen = withDocument({ adventure: 'street', ties: 'ask' }, evyAdventure, STREET);
    expect(chosen).toEqual({ custom: STREET, ties: 'ask' });
    expect(withBuiltIn(chosen, evyAdventure, 'park')).toEqual({ adventure: 'park', ties: 'ask' });
  });
});

describe('adding an adventure to a campaign', () => {
  const campaign = { title: 'Mine', adventures: ['park'] };

  it('embeds it after the others', () => {
    const result = campaignWithAdventure(JSON.stringify(campaign), STREET);
    expect(result.ok).toBe(true);
    const text = (result as { text: string }).text;
    expect(JSON.parse(text)).toEqual({ title: 'Mine', adventures: ['park', STREET] });
    expect(checkContentInBrowser('evy-campaign', text).ok).toBe(true);
  });

  it('refuses, in words, an adventure whose id is already there', () => {
    const result = campaignWithAdventure(JSON.stringify({ title: 'Mine', adventures: ['street'] }), STREET);
    expect(result).toEqual({
      ok: false,
      problem: '“Mine” already has an adventure with the id "street": each adventure once.',
    });
  });

  it('refuses a campaign that is not readable', () => {
    expect(campaignWithAdventure('{', STREET)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not readable/),
    });
  });

  it('a new campaign holds only that adventure and passes the campaign checks', () => {
    const text = newCampaignWith('Just mine', STREET);
    expect(JSON.parse(text)).toMatchObject({ title: 'Just mine', adventures: [STREET] });
    expect(checkContentInBrowser('evy-campaign', text).ok).toBe(true);
  });
});
