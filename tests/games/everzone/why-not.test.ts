/**
 * "Why not?" in EverZone (`why-not.ts`): the moves a player looks for that the rules do not
 * allow now, each with the rule in words, read from the seat's own view. Fixture values:
 * trooper 1 (earth), flyer 2 (space), walker 3 (earth, sea), titan 5 (all); shield 1 (all),
 * beacon 2 (space). Sea gives 4, 6, 8 resources; Earth 6, 8; Prime Space 3, 5, 7, 9; Space 5, 9.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, type Seat } from '../../../src/engine';
import { everzone, type EverzoneGame } from '../../../src/games/everzone';
import { forcedCandidates } from '../../../src/games/everzone/battle';
import { EVERZONE_CONTENT } from '../../../src/games/everzone/content';
import { ABILITY_HOOKS } from '../../../src/games/everzone/abilities';
import { NO_ABILITIES } from '../../../src/games/everzone/no-abilities';
import { makeRules, type EzRules } from '../../../src/games/everzone/rules-context';
import type { EverzoneConfig, EzState } from '../../../src/games/everzone/types';
import { everzoneWhyNot } from '../../../src/games/everzone/why-not';
import { FIXTURE_CONTENT } from './fixtures/content';
import { ONE_V_ONE, THREE_WAY, TWO_V_TWO, act, allDo, atMarshal, game, keys, put, subset } from './helpers';

const RULES = makeRules(FIXTURE_CONTENT, NO_ABILITIES);

function whyNot(state: EzState, seat: Seat) {
  return everzoneWhyNot(RULES, game.view(state, seat), seat);
}

function labels(state: EzState, seat: Seat): string[] {
  return whyNot(state, seat).map((u) => u.label);
}

function supportKeys(state: EzState, seat: Seat = 0): string[] {
  return keys(state, seat).filter((k) => k.startsWith('support:'));
}

/** The first battle at `location`: seat 0 marshals and reveals `mine`, seat 1 `theirs`; both turn active all that fits. */
function atActivate(location: string, mine: string[], theirs: string[] = []) {
  let state = atMarshal(ONE_V_ONE, location);
  const units = [
    mine.flatMap((def) => put(state, 0, def, 1, 'hand')),
    theirs.flatMap((def) => put(state, 1, def, 1, 'hand')),
  ];
  state = allDo(state, (seat) => subset('marshal', units[seat]!));
  state = allDo(state, (seat) => subset('reveal', units[seat]!));
  return { state, units };
}

/** Seat 0 has `mine` active and `supports` in hand, seat 1 `theirs` active; the declaration window is open on seat 0. */
function atDeclare(location: string, mine: string[], theirs: string[], supports: string[]) {
  const { state: revealed, units } = atActivate(location, mine, theirs);
  const cards = supports.flatMap((def) => put(revealed, 0, def, 1, 'hand'));
  let state = act(revealed, 0, subset('activate', units[0]!));
  state = act(state, 1, subset('activate', units[1]!));
  expect(state.phase).toBe('declare');
  expect(state.current).toBe(0);
  return { state, units, cards };
}

/** Both pass, the clash is fought, both sides fight on: the next battle turn's declaration window. */
function nextTurn(state: EzState): EzState {
  let s = act(act(state, 0, 'pass'), 1, 'pass');
  // Fight on; a side whose army stands chooses it again (the first suggestion).
  while (s.phase === 'surrender' || s.phase === 'activate')
    s = act(s, s.current, s.phase === 'surrender' ? 'fight-on' : keys(s, s.current)[0]!);
  return s;
}

describe('EverZone whyNot: Activation and Deactivation', () => {
  it('a unit whose terrains exclude the location stays deactivated ("If any cards that cannot be activated in the current Location are played, they are also deactivated")', () => {
    const { state, units } = atActivate('sea', ['numan-trooper', 'numan-walker']);
    const trooper = units[0]![0]!;
    expect(state.phase).toBe('activate');
    expect(whyNot(state, 0)).toContainEqual({
      label: 'Activate numan-trooper',
      reason: expect.stringContaining('can fight only on Earth, but Sea is a Sea location'),
    });
    expect(game.parseAction(state, 0, subset('activate', [trooper]))).toBeNull();
    // The walker may fight at sea: no item for it.
    expect(labels(state, 0)).not.toContain('Activate numan-walker');
    // On Earth the trooper fights, and the item is gone.
    const earth = atActivate('earth', ['numan-trooper', 'numan-diver']);
    expect(whyNot(earth.state, 0)).toEqual([
      { label: 'Activate numan-diver', reason: expect.stringContaining('only on Sea, but Earth is an Earth location') },
    ]);
    expect(game.parseAction(earth.state, 0, subset('activate', [earth.units[0]![0]!]))).not.toBeNull();
  });

  it('a unit that needs more than the turn’s resource limit ("must not exceed the maximum resources provided by the Location")', () => {
    const { state, units } = atActivate('sea', ['numan-titan']);
    const titan = units[0]![0]!;
    expect(whyNot(state, 0)).toEqual([
      { label: 'Activate numan-titan', reason: expect.stringMatching(/needs ◆5 .* limit is ◆4; .* ◆6 next turn/) },
    ]);
    expect(game.parseAction(state, 0, subset('activate', [titan]))).toBeNull();
    // Earth gives 6 in its first turn: the titan fits and the item is gone.
    const earth = atActivate('earth', ['numan-titan']);
    expect(labels(earth.state, 0)).toEqual([]);
    expect(game.parseAction(earth.state, 0, subset('activate', [earth.units[0]![0]!]))).not.toBeNull();
  });
});

describe('EverZone whyNot: Playing Support Cards', () => {
  it('a support played only on other terrains (the card’s location symbol)', () => {
    const { state, cards } = atDeclare('sea', ['numan-walker'], ['slurr-walker'], ['numan-beacon']);
    expect(whyNot(state, 0)).toContainEqual({
      label: 'Play numan-beacon',
      reason: expect.stringContaining('only at Space locations'),
    });
    expect(supportKeys(state)).not.toContain(`support:${cards[0]}`);
    // At Space (5): the beacon (2) fits beside a flyer (2) and may be played.
    const space = atDeclare('space', ['numan-flyer'], ['slurr-flyer'], ['numan-beacon']);
    expect(labels(space.state, 0)).not.toContain('Play numan-beacon');
    expect(supportKeys(space.state)).toContain(`support:${space.cards[0]}`);
  });

  it('a support that would put the player above the resource limit "may not be played"', () => {
    const { state, cards } = atDeclare('prime-space', ['numan-flyer'], ['slurr-flyer'], ['numan-beacon']);
    expect(whyNot(state, 0)).toContainEqual({
      label: 'Play numan-beacon',
      reason: expect.stringContaining('costs ◆2 and only ◆1 of this turn’s ◆3 resource limit is left'),
    });
    expect(supportKeys(state)).not.toContain(`support:${cards[0]}`);
    // Next turn Prime Space gives 5 (both flyers fell in the clash): the beacon may be played.
    const later = nextTurn(state);
    expect(later.battleTurn).toBe(1);
    expect(later.phase).toBe('declare');
    expect(labels(later, 0)).not.toContain('Play numan-beacon');
    expect(supportKeys(later)).toContain(`support:${cards[0]}`);
  });

  it('"players may play one Support card per turn"', () => {
    const { state, cards } = atDeclare('sea', ['numan-diver'], ['slurr-walker'], ['numan-shield', 'numan-shield']);
    expect(labels(state, 0)).not.toContain('Play a support');
    let s = act(state, 0, `support:${cards[0]}`);
    s = act(s, 1, 'pass');
    expect(s.current).toBe(0);
    expect(whyNot(s, 0)).toContainEqual({
      label: 'Play a support',
      reason: expect.stringContaining('one support may be played per battle turn'),
    });
    expect(supportKeys(s)).toEqual([]);
    // The next battle turn allows one more.
    s = act(s, 0, 'pass'); // all passed in a row: the pile resolves, the window opens again
    const later = nextTurn(s);
    expect(later.phase).toBe('declare');
    expect(labels(later, 0)).not.toContain('Play a support');
    expect(supportKeys(later)).toContain(`support:${cards[1]}`);
  });
});

describe('EverZone whyNot: Reveal, Marshal Phase, Surrendering', () => {
  it('Reveal: a support marshalled face down is not revealed ("reveal the chosen Unit cards")', () => {
    let state = atMarshal(ONE_V_ONE, 'sea');
    const walker = put(state, 0, 'numan-walker', 1, 'hand')[0]!;
    const shield = put(state, 0, 'numan-shield', 1, 'hand')[0]!;
    const theirs = put(state, 1, 'slurr-walker', 1, 'hand')[0]!;
    state = act(state, 0, subset('marshal', [walker, shield]));
    state = act(state, 1, subset('marshal', [theirs]));
    expect(state.phase).toBe('reveal');
    expect(whyNot(state, 0)).toEqual([
      { label: 'Reveal numan-shield', reason: expect.stringContaining('only units are revealed') },
    ]);
    expect(game.parseAction(state, 0, subset('reveal', [shield]))).toBeNull();
    // Seat 1 marshalled no support: nothing to say.
    expect(whyNot(state, 1)).toEqual([]);
  });

  it('Marshal: "Marshalling only happens once each battle"', () => {
    const { state } = atDeclare('sea', ['numan-walker'], ['slurr-walker'], []);
    put(state, 0, 'numan-diver', 1, 'hand');
    // The walker still stands: no item.
    expect(labels(state, 0)).not.toContain('Marshal');
    // Both walkers fall in the clash: the army is empty, the diver waits in hand.
    const later = nextTurn(state);
    expect(later.phase).toBe('declare');
    expect(later.current).toBe(0);
    expect(whyNot(later, 0)).toContainEqual({
      label: 'Marshal',
      reason: expect.stringContaining('marshalled only once each battle'),
    });
    expect(game.legalActions(later, 0).some((a) => a.type === 'marshal')).toBe(false);
    // At the Marshal phase, marshalling is the move: no item.
    const marshal = atMarshal(ONE_V_ONE, 'sea');
    put(marshal, 0, 'numan-diver', 1, 'hand');
    expect(whyNot(marshal, 0)).toEqual([]);
    expect(game.legalActions(marshal, 0).some((a) => a.type === 'marshal')).toBe(true);
  });

  it('Surrender: "At the end of a battle turn, either side may choose to surrender"', () => {
    // Walker against walker: attack 4 against defence 4, the army is about to fall.
    const { state } = atDeclare('sea', ['numan-walker'], ['slurr-walker'], []);
    expect(whyNot(state, 0)).toContainEqual({
      label: 'Surrender',
      reason: expect.stringContaining('only at the end of a battle turn'),
    });
    expect(keys(state, 0)).not.toContain('surrender');
    // After the clash the side is asked: surrender is a move, and the item is gone.
    const s = act(act(state, 0, 'pass'), 1, 'pass');
    expect(s.phase).toBe('surrender');
    expect(keys(s, s.current)).toContain('surrender');
    expect(labels(s, s.current)).not.toContain('Surrender');
    // An army that would not fall: no item.
    const safe = atDeclare('sea', ['numan-walker'], ['slurr-diver'], []);
    expect(labels(safe.state, 0)).not.toContain('Surrender');
  });
});

// ---------------------------------------------------------------- property: never a legal move

function nameOf(g: EverzoneGame, state: EzState, card: number, names: Map<string, string>): string {
  const def = state.cards[card]?.def ?? '';
  return names.get(def) ?? def;
}

/** Is the move an item names legal now? By the item's label, mapped to action types and cards. */
function isLegal(
  g: EverzoneGame,
  rules: EzRules,
  names: Map<string, string>,
  state: EzState,
  seat: Seat,
  label: string,
): boolean {
  const legal = g.legalActions(state, seat);
  const p = state.players[seat]!;
  const named = (cards: number[], name: string) => cards.filter((c) => nameOf(g, state, c, names) === name);
  if (label === 'Surrender') return legal.some((a) => a.type === 'surrender');
  if (label === 'Marshal') return legal.some((a) => a.type === 'marshal');
  if (label === 'Play a support') return legal.some((a) => a.type === 'play-support');
  if (label.startsWith('Play ')) {
    const name = label.slice('Play '.length);
    return legal.some((a) => a.type === 'play-support' && nameOf(g, state, a.card, names) === name);
  }
  if (label.startsWith('Activate ')) {
    const cards = named(p.inactive, label.slice('Activate '.length));
    if (cards.length === 0) return true; // an item must name a card the seat has
    if (state.stage.activation === 'forced') return cards.some((c) => forcedCandidates(rules, state, seat).includes(c));
    return cards.some((c) => g.parseAction(state, seat, subset('activate', [c])) !== null);
  }
  if (label.startsWith('Reveal ')) {
    const cards = named(p.marshalled, label.slice('Reveal '.length));
    if (cards.length === 0) return true;
    return cards.some((c) => g.parseAction(state, seat, subset('reveal', [c])) !== null);
  }
  throw new Error(`An item this check does not know: ${label}`);
}

function playout(
  g: EverzoneGame,
  rules: EzRules,
  whyNotOf: (state: EzState, seat: Seat) => { label: string; reason: string }[],
  config: EverzoneConfig,
  seed: number,
  steps: number,
): Set<string> {
  const names = new Map(rules.content.cards.map((c) => [c.id, c.name]));
  const chooser = createRng(`why-not:${seed}`);
  const seenLabels = new Set<string>();
  let state = g.setup(config, seed);
  for (let step = 0; step < steps && !g.isOver(state); step++) {
    const seats = g.toAct(state);
    for (const seat of seats) {
      const items = whyNotOf(state, seat);
      for (const item of items) {
        seenLabels.add(item.label.replace(/^(Play|Activate|Reveal) (?!a support).*/, '$1 …'));
        expect(item.reason.length).toBeGreaterThan(10);
        expect(isLegal(g, rules, names, state, seat, item.label), `${item.label} at step ${step}`).toBe(false);
      }
    }
    const seat = seats[nextInt(chooser, seats.length)]!;
    // Random play surrenders often; the playouts keep fighting to see more of each battle.
    const legal = g.legalActions(state, seat).filter((a) => a.type !== 'surrender');
    state = g.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
  }
  return seenLabels;
}

describe('EverZone whyNot over random playouts', () => {
  it('never throws and never names a move that is legal now (fixture cards, three formats)', () => {
    const seen = new Set<string>();
    const fixtureWhyNot = (state: EzState, seat: Seat) => whyNot(state, seat);
    const cases: [EverzoneConfig, number][] = [
      [ONE_V_ONE, 1],
      [ONE_V_ONE, 2],
      [TWO_V_TWO, 3],
      [THREE_WAY, 4],
    ];
    for (const [config, seed] of cases) {
      for (const label of playout(game, RULES, fixtureWhyNot, { ...config, locations: 'random' }, seed, 400))
        seen.add(label);
    }
    // The playouts meet most of the questions, so the check is not vacuous.
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it('the same with the built-in cards and their abilities, through the registry’s game', () => {
    const rules = makeRules(EVERZONE_CONTENT, ABILITY_HOOKS);
    const registryWhyNot = (state: EzState, seat: Seat) => everzone.whyNot!(everzone.view(state, seat), seat);
    const config = everzone.defaultConfig();
    const seen = new Set<string>();
    for (const seed of [5, 6])
      for (const label of playout(everzone, rules, registryWhyNot, config, seed, 300)) seen.add(label);
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });
});
