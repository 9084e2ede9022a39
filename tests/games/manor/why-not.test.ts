/**
 * "Why not?" in All Manor of Evil, SELECT ACTIONS: "When you place your selected action card
 * into your play area, immediately return any faceup action card in your play area to your
 * hand" — so while a card is chosen, last round's card is not in the hand, and the table says so.
 */
import { describe, expect, it } from 'vitest';
import { manor } from '../../../src/games/manor';
import { createRng, nextInt } from '../../../src/engine';
import { godDef, INSTANCES } from '../../../src/games/manor/content';
import type { ManorState } from '../../../src/games/manor/state';
import type { ManorConfig } from '../../../src/games/manor/types';
import { manorWhyNotMoves } from '../../../src/games/manor/why-not';
import { act, actor, arrange, FIVE, FOUR, keys, selectAll, SIX, SOLO, THREE, TWO } from './helpers';

function lastRoundStudy() {
  const state = arrange(THREE, { rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet'] });
  state.players.forEach((p) => (p.previous = 'study'));
  return state;
}

describe('manor whyNot: SELECT ACTIONS', () => {
  it('names last round’s card while a card is chosen, and it is not among the legal picks', () => {
    const state = lastRoundStudy();
    const unavailable = manor.whyNot!(manor.view(state, 1), 1);
    expect(unavailable).toEqual([{ label: 'Study', reason: expect.stringContaining('last round') }]);
    expect(keys(state, 1)).not.toContain('select:study');
  });

  it('says nothing once the seat has placed its card, nor when nothing was played last round', () => {
    const placed = act(lastRoundStudy(), 'select:pilfer', 1);
    expect(manor.whyNot!(manor.view(placed, 1), 1)).toEqual([]);
    const first = arrange(THREE, { rooms: ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet'] });
    expect(manor.whyNot!(manor.view(first, 0), 0)).toEqual([]);
  });
});

const PLAIN = ['ancient-tablet', 'amber-amulet', 'lapis-lazuli-amulet', 'pearl-necklace'];

function whyNot(state: ManorState, seat: number) {
  return manor.whyNot!(manor.view(state, seat), seat);
}

function labels(state: ManorState, seat: number): string[] {
  return whyNot(state, seat).map((u) => u.label);
}

describe('manor whyNot: RESOLVE ACTIONS (room abilities) and THE VAULT', () => {
  // Five players: Study (Attic, Library) for seat 0, Inspect (Foyer, Library) for the rest; the Vault is open to all.
  function vaultTable(): ManorState {
    let state = arrange(FIVE, {
      rooms: [...PLAIN, 'ruby-brooch'],
      deck: ['pearl-necklace', 'mummified-cat'],
      lantern: 0,
      madness: [1, 1, 1, 1, 1],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect', 'inspect']);
    return act(state, 'amount:0');
  }

  it('"The only time you are allowed to forego stealing a relic is if there are no relics in the rooms from which you are able to steal": named when every relic on offer carries tokens', () => {
    const state = vaultTable();
    state.roomMadness = [1, 0, 0, 1, 1];
    expect(labels(state, 0)).toContain('Steal nothing');
    expect(whyNot(state, 0).at(-1)?.reason).toContain('must steal');
    expect(keys(state, 0).every((k) => k.startsWith('room:'))).toBe(true);
    state.roomMadness = [0, 0, 0, 1, 1];
    expect(labels(state, 0)).not.toContain('Steal nothing');
  });

  it('"Room abilities require you to steal a relic from one of the rooms … if possible": the rooms off the card, and stealing nothing', () => {
    const state = vaultTable();
    expect(keys(state, 0)).toEqual(['room:attic', 'room:library', 'room:vault']);
    const items = whyNot(state, 0);
    expect(items.map((u) => u.label)).toEqual(['Steal from the Basement', 'Steal from the Foyer']);
    expect(items[1]?.reason).toBe(
      'Study’s room ability steals only from the Attic or the Library (and the Vault, open to every card); play a card that names the Foyer to steal there.',
    );
    expect(keys(state, 0)).not.toContain('room:foyer');
  });

  it('the Foyer is not named once the card played names it (Inspect: the Foyer or the Library)', () => {
    const state = act(vaultTable(), 'room:attic', 0); // seat 1 reveals the Pearl Necklace, then steals
    expect(actor(state)).toBe(1);
    expect(keys(state, 1)).toContain('room:foyer');
    expect(labels(state, 1)).toEqual(['Steal from the Basement']);
    expect(whyNot(state, 1)[0]?.reason).toContain('Inspect’s room ability');
  });
});

describe('manor whyNot: STEALING ("The Deceive action card ability is not considered stealing"), Deceive\'s card text', () => {
  function deceive(caches: string[][]): ManorState {
    const state = arrange(FOUR, {
      rooms: ['ancient-tablet', 'amber-amulet', 'ancient-tome', 'pearl-necklace'],
      caches,
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    return selectAll(state, ['deceive', 'study', 'study', 'study']);
  }

  it('keeping the relic on top of the cache is not offered while a room holds a relic', () => {
    const state = deceive([['ruby-brooch']]);
    expect(state.prompt?.purpose).toBe('exchange-room');
    expect(whyNot(state, 0)).toEqual([
      { label: 'Keep Ruby Brooch', reason: expect.stringContaining('Deceive is not optional') },
    ]);
    expect(keys(state, 0).every((k) => k.startsWith('room:'))).toBe(true);
    expect(labels(act(state, 'room:foyer'), 0)).not.toContain('Keep Ruby Brooch');
  });

  it('with only the Skeleton Key on top, nobody looks to keep it: nothing is named', () => {
    const state = deceive([]);
    expect(state.prompt?.purpose).toBe('exchange-room');
    expect(whyNot(state, 0)).toEqual([]);
  });
});

describe('manor whyNot: RELICS ("the player may choose any of the elder gods matching the colors of the icon")', () => {
  it('a god off the icon’s colours is named with the icon’s colours', () => {
    let state = arrange(THREE, {
      rooms: ['obsidian-statue', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    state = act(act(act(state, 'amount:0'), 'room:attic'), 'mode:add');
    expect(keys(state)).toEqual(['god:blue', 'god:red']);
    const green = state.gods.find((g) => g.colour === 'green')!;
    const items = whyNot(state, 0);
    expect(items).toHaveLength(1);
    expect(items[0]?.label).toBe(`Add a token to ${godDef(green.face).name}`);
    expect(items[0]?.reason).toContain('Obsidian Statue is blue or red only');
  });

  function chalk(tokens: number[]): ManorState {
    let state = arrange(THREE, {
      rooms: ['warding-chalk', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      tokens,
    });
    state = selectAll(state, ['study', 'inspect', 'inspect']);
    return act(act(state, 'amount:0'), 'room:attic');
  }

  it('"Tokens never go below none": a god with no token cannot lose one, until it has one', () => {
    const state = chalk([0, 1, 1]);
    expect(keys(state)).toEqual(['god:green', 'god:red']);
    const blue = state.gods.find((g) => g.colour === 'blue')!;
    const name = godDef(blue.face).name;
    expect(whyNot(state, 0)).toEqual([
      { label: `Remove a token from ${name}`, reason: `${name} has no awakening token to remove.` },
    ]);
    const full = chalk([1, 1, 1]);
    expect(keys(full)).toContain('god:blue');
    expect(whyNot(full, 0)).toEqual([]);
  });
});

describe('manor whyNot: RELICS, special abilities ("another player of your choice")', () => {
  function planchette(known: boolean): ManorState {
    let state = arrange(FOUR, {
      rooms: ['seance-planchette', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      madness: [1, 1, 1, 1],
    });
    if (known) state.players[1]?.roleKnownBy.push(0);
    state = selectAll(state, ['study', 'pilfer', 'pilfer', 'pilfer']);
    state = act(act(state, 'room:foyer', 1), 'room:basement', 1);
    state = act(act(state, 'room:foyer', 2), 'room:foyer', 3);
    return act(act(state, 'amount:0'), 'room:attic');
  }

  it('never yourself; a role already seen is not offered again, and is once it is unseen', () => {
    const state = planchette(true);
    expect(keys(state)).toEqual(['player:2', 'player:3']);
    const items = whyNot(state, 0);
    expect(items.map((u) => u.label)).toEqual(['Choose yourself', 'Look at Player 2’s role']);
    expect(items[0]?.reason).toBe(`${cardOfName(state)} says another player: you cannot choose yourself.`);
    expect(items[1]?.reason).toContain('you already know Player 2’s role');
    const fresh = planchette(false);
    expect(keys(fresh)).toContain('player:1');
    expect(labels(fresh, 0)).toEqual(['Choose yourself']);
    expect(keys(fresh)).not.toContain('player:0');
  });
});

function cardOfName(state: ManorState): string {
  return INSTANCES[state.prompt?.card ?? -1]?.name ?? '?';
}

describe('manor whyNot: RESOLVE ACTIONS, Study\'s action ability ("Lose up to 2 madness tokens")', () => {
  function study(madness: number): ManorState {
    const state = arrange(THREE, { rooms: PLAIN, lantern: 0, madness: [madness, 1, 1] });
    return selectAll(state, ['study', 'inspect', 'inspect']);
  }

  it('no more than the card allows', () => {
    const state = study(3);
    expect(keys(state)).toEqual(['amount:0', 'amount:1', 'amount:2']);
    expect(whyNot(state, 0)).toEqual([
      {
        label: 'Lose 3 madness tokens',
        reason: 'Study lets you lose at most 2 madness tokens; you have 3, so the rest stay with you.',
      },
    ]);
  });

  it('no more than you have, and nothing once you have exactly the card’s amount', () => {
    const state = study(1);
    expect(keys(state)).toEqual(['amount:0', 'amount:1']);
    expect(whyNot(state, 0)).toEqual([
      { label: 'Lose 2 madness tokens', reason: 'you can lose only tokens you have: you have 1 madness token.' },
    ]);
    expect(whyNot(study(2), 0)).toEqual([]);
  });
});

describe('manor whyNot: property', () => {
  const configs: ManorConfig[] = [SOLO, TWO, THREE, FOUR, FIVE, SIX];
  it.each(configs.map((c, i) => [c.players, c, i] as const))(
    'random games of %i: never throws, never names a legal move',
    (_n, config, i) => {
      const rng = createRng(`whynot:manor:${i}`);
      let state = manor.setup(config, 100 + i);
      let named = 0;
      for (let step = 0; step < 300 && !manor.isOver(state); step++) {
        const seats = manor.toAct(state);
        for (const seat of seats) {
          const legal = new Set(manor.legalActions(state, seat).map((a) => a.key));
          const moves = manorWhyNotMoves(manor.view(state, seat), seat);
          expect(manor.whyNot!(manor.view(state, seat), seat)).toHaveLength(moves.length);
          for (const m of moves) expect(legal.has(m.key), `${m.key}: ${m.item.label}`).toBe(false);
          named += moves.length;
        }
        const seat = seats[nextInt(rng, seats.length)] as number;
        const legal = manor.legalActions(state, seat);
        state = manor.apply(state, seat, legal[nextInt(rng, legal.length)]!);
      }
      expect(named).toBeGreaterThan(0);
    },
  );
});
