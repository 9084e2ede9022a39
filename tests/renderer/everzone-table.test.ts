/**
 * The EverZone table's logic on fixtures: legal actions sorted into controls,
 * the subset keys it sends, the live resource counter of the activation step,
 * the declaration pile's order, and what a viewer may see of other seats.
 */
import { describe, expect, it } from 'vitest';
import { sortControls, subsetKey } from '../../src/renderer/src/games/everzone/ez-controls';
import { deckProblem, fitDecksToFormat, resizeDecks } from '../../src/renderer/src/games/everzone/ez-decks';
import {
  activationResources,
  initialSelection,
  overLimit,
  resolutionOrder,
  roleOf,
  visibleCards,
  zoneOf,
} from '../../src/renderer/src/games/everzone/ez-table';
import type { CardView, Declaration, DeckDef } from '../../src/games/everzone/types';
import { fixtureView, legal } from './everzone-fixture';

const COSTS: Record<string, number> = { 'adam-finn': 4, shark: 2, raptor: 3, bunker: 1 };
const costOf = (card: CardView | undefined) => (card ? (COSTS[card.def] ?? 0) : 0);

describe('EverZone controls from legal actions', () => {
  it('groups a subset menu, supports and skills by card, discards, buttons and pass', () => {
    const controls = sortControls([
      legal({ key: 'activate:5', type: 'activate', cards: [5] }),
      legal({ key: 'activate:5,6', type: 'activate', cards: [6, 5] }),
      legal({ key: 'support:2:a', type: 'play-support', card: 2, choice: { target: 20 } }),
      legal({ key: 'support:2:b', type: 'play-support', card: 2, choice: { target: 5 } }),
      legal({ key: 'skill:5', type: 'use-skill', card: 5, choice: {} }),
      legal({ key: 'discard:8', type: 'discard-support', card: 8 }),
      legal({ key: 'surrender', type: 'surrender' }),
      legal({ key: 'pass', type: 'pass' }),
    ]);
    expect(controls.subset?.type).toBe('activate');
    expect(controls.subset?.menu.map((m) => m.action.key)).toEqual(['activate:5', 'activate:5,6']);
    expect(controls.supports.get(2)?.map((m) => m.action.key)).toEqual(['support:2:a', 'support:2:b']);
    expect([...controls.skills.keys()]).toEqual([5]);
    expect([...controls.discards.keys()]).toEqual([8]);
    expect(controls.buttons.map((b) => b.action.key)).toEqual(['surrender']);
    expect(controls.pass?.action.key).toBe('pass');
  });

  it('offers keep/mulligan and location picks as buttons, with nothing to select', () => {
    const controls = sortControls([
      legal({ key: 'keep', type: 'keep-hand' }),
      legal({ key: 'mulligan', type: 'mulligan' }),
    ]);
    expect(controls.subset).toBeNull();
    expect(controls.buttons.map((b) => b.action.key)).toEqual(['keep', 'mulligan']);
  });
});

describe('EverZone subset keys (Marshal Phase, Reveal, Activation and Deactivation)', () => {
  const menu = [legal({ key: 'marshal:all-units', type: 'marshal', cards: [7, 3] })];

  it('sends the engine’s own key when the chosen subset is listed, whatever the click order', () => {
    expect(subsetKey('marshal', [3, 7], menu)).toBe('marshal:all-units');
    expect(subsetKey('marshal', [7, 3, 3], menu)).toBe('marshal:all-units');
  });

  it('sends any other subset as type:ids ascending, and none as an empty list', () => {
    expect(subsetKey('marshal', [12, 3, 7], menu)).toBe('marshal:3,7,12');
    expect(subsetKey('reveal', [], [])).toBe('reveal:');
    expect(subsetKey('retreat-discard', [9, 2], [])).toBe('discard:2,9');
  });
});

describe('EverZone activation counter (Activation and Deactivation)', () => {
  it('counts the chosen units and the supports in play against the turn’s limit', () => {
    const view = fixtureView();
    const me = view.players[0]!;
    const count = activationResources(view, me, [5, 6], costOf);
    expect(count).toEqual({ chosen: 6, inPlay: 1, limit: 6 });
    expect(overLimit(count)).toBe(true);
    expect(overLimit(activationResources(view, me, [5], costOf))).toBe(false);
  });

  it('starts the activation choice from the units active now, every other choice from nothing', () => {
    const view = fixtureView();
    const me = view.players[0]!;
    expect(initialSelection(view, 'activate', me)).toEqual([5]);
    expect(initialSelection(view, 'marshal', me)).toEqual([]);
    expect(initialSelection(view, null, me)).toEqual([]);
    expect(zoneOf(view, 'activate')).toBe('revealed');
  });

  it('after losses, adds deactivated units to the active ones, counting what is already in play', () => {
    const view = fixtureView({ stage: { ...fixtureView().stage, activation: 'forced' } });
    const me = view.players[0]!;
    expect(initialSelection(view, 'activate', me)).toEqual([]);
    expect(zoneOf(view, 'activate')).toBe('inactive');
    const count = activationResources(view, me, [7], costOf);
    expect(count).toEqual({ chosen: 3, inPlay: 6, limit: 6 });
    expect(overLimit(count)).toBe(true);
  });
});

describe('EverZone declaration pile (Resolving Skills and Effects)', () => {
  it('lists every effect before any skill, the last declared first within each', () => {
    const d = (card: number, kind: Declaration['kind']): Declaration => ({ seat: 0, card, kind, choice: {} });
    const order = resolutionOrder([d(1, 'skill'), d(2, 'effect'), d(3, 'skill'), d(4, 'effect')]);
    expect(order.map((x) => x.card)).toEqual([4, 2, 3, 1]);
  });
});

describe('EverZone table and hidden information', () => {
  it('knows only the cards the view shows: an opponent’s hand and face-down cards stay unknown', () => {
    const cards = visibleCards(fixtureView());
    expect([...cards.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 21]);
  });

  it('tells the viewer, allies and opponents apart (2v2: team = seat % 2)', () => {
    const base = fixtureView();
    const players = [0, 1, 2, 3].map((seat) => ({ ...base.players[seat % 2]!, seat, team: seat % 2 }));
    const view = fixtureView({ players });
    expect([0, 1, 2, 3].map((s) => roleOf(view, s))).toEqual(['you', 'opponent', 'ally', 'opponent']);
  });
});

describe('EverZone deck picker (Setup; 3-Player Variant: a different race each)', () => {
  const deck = (id: string, race: DeckDef['race']): DeckDef => ({
    id,
    name: id,
    race,
    leader: 'x',
    cards: [],
    locations: [],
  });
  const builtIn = [deck('a1', 'numan'), deck('a2', 'numan'), deck('s1', 'slurr'), deck('u1', 'uthron')];

  it('keeps the choices made and gives a new seat a race no other seat plays', () => {
    expect(resizeDecks(['a2'], 3, builtIn)).toEqual(['a2', 's1', 'u1']);
    expect(resizeDecks(['a1', 's1', 'u1'], 2, builtIn)).toEqual(['a1', 's1']);
  });

  it('falls back to a deck not yet taken once every race is played', () => {
    expect(resizeDecks(['a1', 's1', 'u1'], 4, builtIn)).toEqual(['a1', 's1', 'u1', 'a2']);
  });

  it('fits the deck list to the format before the seats are asked for, keeping every choice it keeps', () => {
    const ok = { format: '1v1', decks: ['a1', 's1'] };
    expect(fitDecksToFormat(ok, builtIn)).toBe(ok);
    expect(fitDecksToFormat({ format: '2v2', decks: ['a1', 's1'] }, builtIn).decks).toEqual(['a1', 's1', 'u1', 'a2']);
    // Two Numan decks in 1v1v1 stay as chosen: the choice is refused in words, never rewritten.
    const clash = { format: '1v1v1', decks: ['a1', 's1', 'a2'] };
    expect(fitDecksToFormat(clash, builtIn)).toBe(clash);
    expect(fitDecksToFormat({ format: '1v1v1', decks: ['a1', 's1', 'a2', 'u1'] }, builtIn).decks).toEqual([
      'a1',
      's1',
      'a2',
    ]);
  });

  it('"In a 3-player game, each player should play a single different race": says which seats clash', () => {
    const labels = ['Player 1', 'Player 2', 'Player 3'];
    expect(deckProblem({ format: '1v1v1', decks: ['a1', 's1', 'u1'] }, labels, builtIn)).toBeNull();
    expect(deckProblem({ format: '2v2', decks: ['a1', 'a2', 's1', 'u1'] }, labels, builtIn)).toBeNull();
    expect(deckProblem({ format: '1v1v1', decks: ['a1', 's1', 'a2'] }, labels, builtIn)).toBe(
      'In 1v1v1 each player plays a different race, but Player 1 and Player 3 both have a Numan deck: choose one Numan, one Slurr and one Uthron deck.',
    );
  });
});
