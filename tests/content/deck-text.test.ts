/**
 * Decks as plain text (issue 8, "Plain-text import tolerates what people paste"):
 * counts written every usual way, case and spacing, a leader line, headings,
 * blank lines and comments; unknown lines reported with their line number; and
 * export that reads back to the same deck.
 */
import { describe, expect, it } from 'vitest';
import { countCopies, formatDeckText, parseDeckText, pasteInto, PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import { checkDeckInBrowser } from '../../src/content/deck/standalone';

describe('deck plain text', () => {
  it.each(PREMADE_DECK_DOCUMENTS.map((d) => [d.id, d.document] as const))(
    '%s: exported text reads back to the same deck',
    (_id, deck) => {
      const text = formatDeckText(deck);
      const { deck: back, problems } = parseDeckText(text);
      expect(problems).toEqual([]);
      expect(back.name).toBe(deck.name);
      expect(back.race).toBe(deck.race);
      expect(countCopies(back.cards)).toEqual(countCopies(deck.cards));
      expect(countCopies(back.locations)).toEqual(countCopies(deck.locations));
      expect(checkDeckInBrowser(back).ok).toBe(true);
    },
  );

  it('the exported text of Molly Dunbar starts with its name, race, leader and units', () => {
    const molly = PREMADE_DECK_DOCUMENTS.find((d) => d.id === 'molly-dunbar')!.document;
    expect(formatDeckText(molly).split('\n').slice(0, 7)).toEqual([
      '# EverZone deck, 50 cards with the leader',
      'Name: Molly Dunbar',
      'Race: Numan',
      'Leader: Molly Dunbar',
      '',
      '# Units (34)',
      '2x Marine',
    ]);
  });

  it('reads what people paste: x, ×, X, *, no sign, count last, case, spaces, comments, headings', () => {
    const text = [
      '  Name:   My  Numans  ', // 1
      '// pasted from a forum', // 2
      'Leader: molly dunbar', // 3
      '', // 4
      'Units (20)', // 5
      '2x Marine', // 6
      ' 3 × sniper ', // 7
      '4X  Firelord', // 8
      '2 Veil', // 9
      'Garlik x2', // 10
      'sea arrow', // 11
      '2*Raptor   # two raptors', // 12
      '2 X-Lag', // 13
      'Supports:', // 14
      '2x MEDICBOT', // 15
      'Locations: Prime Earth, prime sea, 2x Sea', // 16
      '1x Space', // 17
      '2x Exoskeleton, 1 Dome; Buccaneer x2', // 18
    ].join('\r\n');
    const { deck, problems } = parseDeckText(text);
    expect(problems).toEqual([]);
    expect(deck.name).toBe('My  Numans');
    expect(deck.race).toBe('numan');
    expect(Object.fromEntries(countCopies(deck.cards))).toEqual({
      'molly-dunbar': 1,
      marine: 2,
      sniper: 3,
      firelord: 4,
      veil: 2,
      garlik: 2,
      'sea-arrow': 1,
      raptor: 2,
      'x-lag': 2,
      medicbot: 2,
      exoskeleton: 2,
      dome: 1,
      buccaneer: 2,
    });
    expect(deck.locations).toEqual(['prime-earth', 'prime-sea', 'sea', 'sea', 'space']);
  });

  it('lines it cannot read are reported with their line number, the rest is kept', () => {
    const text = [
      'Leader: Adam Finn',
      '2x Snipper',
      '',
      'Frobnicate the deck',
      '0x Marine',
      'Race: Elves',
      '3x Marine',
    ].join('\n');
    const { deck, problems } = parseDeckText(text);
    expect(problems).toEqual([
      { line: 2, message: "line 2: unknown card '2x Snipper': did you mean Sniper?" },
      { line: 4, message: "line 4: unknown card 'Frobnicate the deck'" },
      { line: 5, message: 'line 5: 0 copies cannot be right (1 to 60)' },
      { line: 6, message: "line 6: unknown race 'Elves': Numan, Slurr or Uthron" },
    ]);
    expect(deck.cards).toEqual(['adam-finn', 'marine', 'marine', 'marine']);
  });

  it('a leader line must name a leader; without a race line the leader gives it', () => {
    const { deck, problems } = parseDeckText('Leader: Marine\nLeader: Pandora\nLocations: Moon');
    expect(problems).toEqual([
      { line: 1, message: 'line 1: Marine is not a leader' },
      { line: 3, message: "line 3: unknown location 'Moon'" },
    ]);
    expect(deck.race).toBe('slurr');
    expect(deck.name).toBe('Pandora');
  });

  it('the parsed deck then meets the deck rules: a pasted 49-card list says so', () => {
    const molly = PREMADE_DECK_DOCUMENTS.find((d) => d.id === 'molly-dunbar')!.document;
    const text = formatDeckText(molly).replace('2x Marine', '1x Marine');
    const { deck, problems } = parseDeckText(text);
    expect(problems).toEqual([]);
    expect(checkDeckInBrowser(deck).problems.map((p) => p.message)).toEqual([
      '49 forces cards: a deck needs at least 50',
    ]);
  });
});

describe('pasting a list into a deck being built', () => {
  const current = PREMADE_DECK_DOCUMENTS[0]!.document;

  it('keeps the deck name and its locations when the text gives none', () => {
    const parsed = parseDeckText(['Leader: Adam Finn', '3x Marine', '2x Veil'].join('\n'));
    expect(parsed.named).toBe(false);
    const pasted = pasteInto(current, parsed);
    expect(pasted.name).toBe(current.name);
    expect(pasted.locations).toEqual(current.locations);
    expect(countCopies(pasted.cards)).toEqual(countCopies(parsed.deck.cards));
  });

  it('takes the name and locations the text gives', () => {
    const parsed = parseDeckText(
      ['Name: Night raid', 'Leader: Adam Finn', '3x Marine', 'Locations: Earth, Sea'].join('\n'),
    );
    expect(parsed.named).toBe(true);
    const pasted = pasteInto(current, parsed);
    expect(pasted.name).toBe('Night raid');
    expect(pasted.locations).toEqual(['earth', 'sea']);
  });
});
