/**
 * The Manor table's logic without the DOM, on views and legal actions made by the
 * real rules: the controls and their number keys, the question's words, the
 * reveal's order and shared cards, the solo fates with their reasons, the setup's level.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../src/games/manor';
import type { ManorState } from '../../src/games/manor/state';
import { choiceForKey, numberedChoices, sortManorControls } from '../../src/renderer/src/games/manor/manor-controls';
import { fateRows } from '../../src/renderer/src/games/manor/manor-fates';
import { belongsToPage, numberKey } from '../../src/renderer/src/games/manor/manor-keys';
import { revealRows } from '../../src/renderer/src/games/manor/manor-reveal';
import { fitSoloLevel, soloLevels } from '../../src/renderer/src/games/manor/manor-setup';
import { askedFor, promptHeading, stealAbilities } from '../../src/renderer/src/games/manor/manor-words';
import { cardOf, INSTANCES } from '../../src/games/manor/content';
import { act, situation, FOUR, legalOf, selectAll, SOLO, TWO } from './manor-fixture';

const ROOMS = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'jade-statue'];

/** Answers every question with its first answer until `done` holds. */
function playUntil(state: ManorState, done: (s: ManorState) => boolean): ManorState {
  let s = state;
  for (let i = 0; i < 50 && !done(s); i++) {
    const seat = manor.toAct(s)[0] as number;
    s = act(s, (manor.legalActions(s, seat)[0] as { key: string }).key, seat);
  }
  if (!done(s)) throw new Error('the situation never came');
  return s;
}

describe('Manor controls and keys', () => {
  it('Select Actions: the four cards by initiative, each on its number key; last round’s card is offered by none', () => {
    const first = situation(FOUR, { lantern: 0, rooms: ROOMS });
    const round1 = sortManorControls(legalOf(first, 0));
    expect(round1.hand.map((c) => [c.def.id, c.key, c.legal?.action.key])).toEqual([
      ['pilfer', 1, 'select:pilfer'],
      ['deceive', 2, 'select:deceive'],
      ['study', 3, 'select:study'],
      ['inspect', 4, 'select:inspect'],
    ]);
    expect(round1.answers).toEqual([]);
    const second = playUntil(selectAll(first, ['study', 'pilfer', 'deceive', 'inspect']), (s) => s.round === 2);
    const controls = sortManorControls(legalOf(second, 0));
    expect(controls.hand.find((c) => c.def.id === 'study')?.legal).toBeNull();
    expect(numberedChoices(controls).map((c) => c.key)).toEqual([1, 2, 4]);
    expect(choiceForKey(controls, 3)).toBeNull();
    expect(choiceForKey(controls, 4)?.action.key).toBe('select:inspect');
  });

  it('a question: its answers in the rules’ order on keys 1, 2, …; a solo fate keeps its own number', () => {
    const revealed = selectAll(situation(FOUR, { lantern: 0, rooms: ROOMS }), ['pilfer', 'pilfer', 'study', 'inspect']);
    const answers = sortManorControls(legalOf(revealed, 0));
    expect(answers.hand).toEqual([]);
    expect(numberedChoices(answers).map((c) => [c.key, c.legal.action.key])).toEqual([
      [1, 'room:attic'],
      [2, 'room:basement'],
      [3, 'room:foyer'],
      [4, 'room:library'],
    ]);
    const solo = act(act(situation(SOLO, { rooms: ROOMS }), 'select:pilfer', 0), 'room:attic', 0);
    // The Attic is not Pilfer's: no steal (1); the others keep 2, 3 and 4.
    expect(numberedChoices(sortManorControls(legalOf(solo, 0))).map((c) => [c.key, c.legal.action.key])).toEqual([
      [2, 'fate:cultist'],
      [3, 'fate:lovecraft'],
      [4, 'fate:leave'],
    ]);
  });

  it('number keys 1 to 9 from the top row or the keypad, without modifiers; fields and dialogs keep their keys', () => {
    const key = (code: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
      numberKey({ code, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect([key('Digit1'), key('Numpad4'), key('Digit9')]).toEqual([1, 4, 9]);
    expect([key('Digit0'), key('KeyA'), key('Enter'), key('Digit2', { ctrlKey: true })]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) } as unknown as EventTarget;
    const button = { closest: () => null } as unknown as EventTarget;
    expect(belongsToPage(field, false)).toBe(true);
    expect(belongsToPage(button, true)).toBe(true);
    expect(belongsToPage(button, false)).toBe(false);
  });
});

describe('Manor words', () => {
  it('the question names the action card or relic that asks it', () => {
    const revealed = selectAll(situation(FOUR, { lantern: 0, rooms: ROOMS }), ['pilfer', 'pilfer', 'study', 'inspect']);
    const view = manor.view(revealed, 0);
    expect(promptHeading(view, view.prompt!)).toBe('Pilfer: choose the room that gets the madness');
    expect(askedFor(view, view.prompt!)).toBeNull();
  });

  it('2 players: Lovecraft’s turn goes to the Lantern holder, who is told whose choices they make', () => {
    const revealed = selectAll(situation(TWO, { lantern: 0, rooms: ROOMS }), ['study', 'inspect']);
    const turn = playUntil(revealed, (s) => s.prompt?.purpose === 'lovecraft-room');
    const view = manor.view(turn, 0);
    expect(view.prompt?.seat).toBe(0);
    expect(promptHeading(view, view.prompt!)).toBe('Lovecraft’s turn: choose the room he steals from');
    expect(askedFor(view, view.prompt!)).toMatch(/^You hold the Lantern, so you make Lovecraft’s choices/);
  });

  it('a relic’s steal abilities in the order they resolve: awakening, madness, then its text', () => {
    const tome = INSTANCES.findIndex((c) => c.id === 'ancient-tome');
    expect(stealAbilities(cardOf(tome))).toEqual([
      'Awakening: add 1 token on the blue god (*)',
      'Madness: gain 1 token',
      '*Another player of your choice must remove 1 token from any elder god.',
    ]);
    const key = INSTANCES.findIndex((c) => c.kind === 'key');
    expect(stealAbilities(cardOf(key))).toEqual([]);
  });
});

describe('the reveal', () => {
  it('every card in resolution order, who shares a card, and which turn is under way', () => {
    const revealed = selectAll(situation(FOUR, { lantern: 2, rooms: ROOMS }), ['pilfer', 'study', 'pilfer', 'inspect']);
    const rows = revealRows(manor.view(revealed, 1));
    expect(rows.map((r) => [r.player, r.words, r.status])).toEqual([
      [2, 'Pilfer (1)', 'now'],
      [0, 'Pilfer (1)', 'next'],
      [1, 'Study (3)', 'next'],
      [3, 'Inspect (4)', 'next'],
    ]);
    expect(rows.map((r) => r.sharedWith)).toEqual([['Player 1'], ['Player 3'], [], []]);
    expect(revealRows(manor.view(situation(FOUR, {}), 0))).toEqual([]);
  });

  it('2 players: Lovecraft’s turn comes last, and is the turn under way when his room is asked', () => {
    const revealed = selectAll(situation(TWO, { lantern: 0, rooms: ROOMS }), ['study', 'inspect']);
    expect(revealRows(manor.view(revealed, 0)).map((r) => [r.name, r.status])).toEqual([
      ['Player 1', 'now'],
      ['Player 2', 'next'],
      ['Lovecraft', 'next'],
    ]);
    const turn = playUntil(revealed, (s) => s.prompt?.purpose === 'lovecraft-room');
    expect(revealRows(manor.view(turn, 0)).map((r) => r.status)).toEqual(['done', 'done', 'now']);
  });
});

describe('the solo fate picker', () => {
  const pilfer = (): ManorState => act(situation(SOLO, { rooms: ROOMS }), 'select:pilfer', 0);

  it('all four fates; the steal outside the card’s rooms is off, saying which rooms it has', () => {
    const attic = act(pilfer(), 'room:attic', 0);
    const rows = fateRows(manor.view(attic, 0), legalOf(attic, 0));
    expect(rows.map((r) => [r.fate, r.key, r.legal?.action.key ?? null])).toEqual([
      ['steal', 1, null],
      ['cultist', 2, 'fate:cultist'],
      ['lovecraft', 3, 'fate:lovecraft'],
      ['leave', 4, 'fate:leave'],
    ]);
    expect(rows.map((r) => r.reason)).toEqual(['Pilfer steals only from the Basement or the Foyer.', null, null, null]);
  });

  it('a fate already given is off for the round, saying so', () => {
    const basement = act(act(pilfer(), 'room:attic', 0), 'fate:cultist', 0);
    const rows = fateRows(manor.view(basement, 0), legalOf(basement, 0));
    expect(rows.map((r) => [r.fate, r.legal !== null])).toEqual([
      ['steal', true],
      ['cultist', false],
      ['lovecraft', true],
      ['leave', true],
    ]);
    expect(rows[1]?.reason).toBe('Already given to a room this round: each fate once a round.');
  });
});

describe('the solo level at setup', () => {
  it('asked only for the solo game: added at 1 player, dropped at more, left alone when it fits', () => {
    expect(fitSoloLevel({ players: 1 })).toEqual({ players: 1, level: 1 });
    expect(fitSoloLevel({ players: 4, level: 3 })).toEqual({ players: 4 });
    const fits = { players: 1, level: 5 };
    expect(fitSoloLevel(fits)).toBe(fits);
    const table = { players: 3 };
    expect(fitSoloLevel(table)).toBe(table);
  });

  it('names every level with what it changes: 3 madness tokens and 1 face-down relic a level', () => {
    const levels = soloLevels();
    expect(levels[0]).toEqual({
      level: 1,
      name: 'Rookie',
      text: 'You start with 3 madness tokens; Lovecraft starts with 1 relic face down.',
    });
    expect(levels[5]?.name).toBe('Doomed');
    expect(levels[5]?.text).toBe('You start with 18 madness tokens; Lovecraft starts with 6 relics face down.');
    // The token supplies (30 madness, 21 awakening) allow nine levels.
    expect(levels).toHaveLength(9);
  });
});
