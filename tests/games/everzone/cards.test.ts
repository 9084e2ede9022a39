/** The card facts the rulebook states outside the clarifications, with the real cards on hand-built tables. */
import { describe, expect, it } from 'vitest';
import { everzone } from '../../../src/games/everzone';
import { choiceWords } from '../../../src/games/everzone/abilities/words';
import { forcesCard } from '../../../src/games/everzone/content';
import { actionFor, hooks, table } from './abilities-fixture';

describe('EverZone cards the book describes', () => {
  it('The types of skills — Sea Arrow cannot be destroyed while the opposing army has an active unit with range 3 or less', () => {
    const t = table({ location: 'sea', turn: 2 });
    const arrow = t.put(0, 'sea-arrow', 'active');
    const raptor = t.put(1, 'raptor', 'active'); // range 5
    expect(hooks.canBeDestroyed(t.state, arrow, 'clash')).toBe(true);
    expect(hooks.canBeDestroyed(t.state, arrow, 'ability')).toBe(true);
    t.put(1, 'shark', 'active'); // range 2
    expect(hooks.canBeDestroyed(t.state, arrow, 'clash')).toBe(false);
    expect(hooks.canBeDestroyed(t.state, arrow, 'ability')).toBe(false);
    expect(hooks.canBeDestroyed(t.state, raptor, 'clash')).toBe(true);
  });

  it('The types of skills — Sniper acts each time your army attacks first', () => {
    const t = table({ location: 'earth', turn: 2 });
    t.put(0, 'sniper', 'active');
    const weak = t.put(1, 'garlik', 'active'); // defence 2
    const strong = t.put(1, 'anubis', 'active'); // defence 4
    hooks.onEvent(t.state, { type: 'attacks-first', team: 1 });
    expect(t.where(weak)).toBe('1:active');
    hooks.onEvent(t.state, { type: 'attacks-first', team: 0 });
    expect(t.where(weak)).toBe('1:fallen');
    expect(t.where(strong)).toBe('1:active');
  });

  it('The types of skills — Moray acts each time your army attacks first, every time', () => {
    const t = table({ location: 'sea', turn: 2 });
    t.put(0, 'moray', 'active');
    t.put(0, 'moray', 'active');
    hooks.onEvent(t.state, { type: 'attacks-first', team: 0 });
    expect(t.state.teams[1]!.cp).toBe(18);
    hooks.onEvent(t.state, { type: 'turn-end' });
    hooks.onEvent(t.state, { type: 'attacks-first', team: 0 });
    expect(t.state.teams[1]!.cp).toBe(16);
  });

  it('Card Types — Gunlid can be activated from hand at another cost, instead of playing a support', () => {
    const t = table({ location: 'earth', turn: 0 }); // 4 resources; Gunlid costs 5 printed
    const gunlid = t.put(0, 'gunlid', 'hand');
    expect(forcesCard('gunlid').cost).toBe(5);
    const action = actionFor(t, 0, gunlid);
    expect(action.type).toBe('use-skill');
    t.use(0, action);
    expect(t.where(gunlid)).toBe('0:active');
    expect(hooks.resourceCost!(t.state, gunlid)).toBe(3);
    expect(t.state.players[0]!.supportsPlayed).toBe(1);
    // The support of this turn is spent: a second Gunlid is not offered.
    const second = t.put(0, 'gunlid', 'hand');
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === second)).toEqual([]);
  });

  it('Card Types — Gunlid is not offered when a support was already played this turn', () => {
    const t = table({ location: 'earth', turn: 1 });
    const gunlid = t.put(0, 'gunlid', 'hand');
    t.state.players[0]!.supportsPlayed = 2;
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === gunlid)).toEqual([]);
  });

  it('Card Types — a Gunlid waiting in the pile already takes the turn’s support', () => {
    const t = table({ location: 'earth', turn: 0 });
    const gunlid = t.put(0, 'gunlid', 'hand');
    expect(hooks.canPlaySupports(t.state, 0)).toBe(true);
    t.state.pile.push({ seat: 0, card: gunlid, kind: 'skill', choice: {} });
    expect(hooks.canPlaySupports(t.state, 0)).toBe(false);
    expect(hooks.canPlaySupports(t.state, 1)).toBe(true);
  });

  it('Card Types — Area Invasion doubles the attack and halves the defence of your active units', () => {
    const t = table({ location: 'earth', turn: 2 });
    t.put(0, 'cyclope', 'active'); // 5/4
    t.put(0, 'slurry', 'active'); // 1/1
    const invasion = t.put(0, 'area-invasion', 'hand');
    t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, invasion));
    expect(t.army(0)).toMatchObject({ attack: 12, defence: 2 });
    expect(t.army(1)).toMatchObject({ attack: 4, defence: 4 });
  });

  it('SKILLS VS EFFECTS — Virago prevents the opponent from playing supports', () => {
    const t = table({ location: 'earth', turn: 2 });
    t.put(1, 'virago', 'inactive');
    expect(hooks.canPlaySupports(t.state, 0)).toBe(true);
    const virago = t.put(1, 'virago', 'active');
    expect(hooks.canPlaySupports(t.state, 0)).toBe(false);
    expect(hooks.canPlaySupports(t.state, 1)).toBe(true);
    expect(virago).toBeGreaterThan(0);
  });

  it('Resolving Skills and Effects — an extended support acts once it has resolved, not while it waits in the pile', () => {
    const t = table({ location: 'earth', turn: 1 });
    t.put(0, 'barlid', 'active');
    const carapace = t.put(0, 'carapace', 'supports');
    t.state.pile.push({ seat: 0, card: carapace, kind: 'effect', choice: {} });
    expect(t.army(0).defence).toBe(2);
    t.state.pile = [];
    expect(t.army(0).defence).toBe(4);
  });

  it('SKILLS VS EFFECTS — Carapace persists through later turns until retreated', () => {
    const t = table({ location: 'earth', turn: 0 });
    t.put(0, 'barlid', 'active');
    const carapace = t.put(0, 'carapace', 'hand');
    t.use(0, actionFor(t, 0, carapace));
    hooks.onEvent(t.state, { type: 'turn-end' });
    t.state.battleTurn = 1;
    expect(t.army(0).defence).toBe(4);
    t.state.players[0]!.supports = [];
    expect(t.army(0).defence).toBe(2);
  });

  it('SKILLS VS EFFECTS — Orbital Void is a single effect; kept in play it feeds LAK and C.B.L.', () => {
    const t = table({ location: 'space', turn: 1 });
    t.put(0, 'lak', 'active'); // 2/2
    t.put(0, 'cbl', 'active'); // 3/3
    const target = t.put(1, 'tornado', 'active');
    const orbital = t.put(0, 'orbital-void', 'hand');
    expect(t.army(0)).toMatchObject({ attack: 5, defence: 5 });
    t.use(0, actionFor(t, 0, orbital, { '0': target }));
    expect(t.where(target)).toBe('1:fallen');
    // Done with its effect, it stays until discarded, and LAK and C.B.L. count it.
    expect(t.where(orbital)).toBe('0:supports');
    expect(t.army(0)).toMatchObject({ attack: 6, defence: 6 });
  });

  it('Unit Leader Cards — Adam Finn: +1 range to your army for each of your supports in play', () => {
    const t = table({ location: 'earth', turn: 2 });
    t.put(0, 'adam-finn', 'active');
    expect(t.army(0).range).toBe(4);
    t.put(0, 'radarscope', 'supports');
    t.put(0, 'bunker', 'supports');
    // Radarscope +2, and two supports for Adam Finn.
    expect(t.army(0).range).toBe(8);
  });

  it('The types of skills — in a team game, attacking first sets each skill off once, not once per seat', () => {
    const t = table({ location: 'sea', turn: 2, seats: 4 });
    t.put(0, 'moray', 'active');
    hooks.onEvent(t.state, { type: 'attacks-first', team: 0 });
    hooks.onEvent(t.state, { type: 'attacks-first', team: 0 });
    expect(t.state.teams[1]!.cp).toBe(39);
  });

  it('Unit Leader Cards — Molly Dunbar takes a support from the deck, unseen by the others, and the deck is shuffled', () => {
    const t = table({ location: 'earth', turn: 0 });
    const molly = t.put(0, 'molly-dunbar', 'active');
    const cheap = t.put(0, 'microsphere', 'deck');
    const dear = t.put(0, 'final-protocol', 'deck');
    t.put(0, 'marine', 'deck');
    const action = actionFor(t, 0, molly);
    // The declaration is public: it names no card.
    expect(action).toMatchObject({ key: `skill:${molly}`, choice: {} });
    t.use(0, action);
    expect(t.where(dear)).toBe('0:hand');
    expect(t.where(cheap)).toBe('0:deck');
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === molly)).toEqual([]);
  });

  it('Playing Support Cards — each way to play a card reads differently in menus and the log', () => {
    const t = table({ location: 'earth', turn: 2 });
    const missile = t.put(0, 'sparkwave-missile', 'hand');
    const protocol = t.put(0, 'final-protocol', 'hand');
    t.put(0, 'marine', 'marshalled');
    t.put(1, 'garlik', 'active');
    t.put(1, 'ryant', 'active');
    const words = (card: number) =>
      t
        .declarable(0)
        .filter((a) => 'card' in a && a.card === card)
        .map((a) => everzone.describe(a, t.state));
    expect(words(missile).sort()).toEqual([
      'Play Sparkwave Missile: destroy Garlik.',
      'Play Sparkwave Missile: destroy Ryant.',
    ]);
    expect(words(protocol)).toContain('Play Final Protocol: lose Marine, destroy Ryant.');
  });

  it('Playing Support Cards — a declaration in the pile can be put in words from names alone (for the table)', () => {
    const names = { instance: (c: number) => ['Cybot', 'Ryant'][c] ?? '?', card: (id: string) => forcesCard(id).name };
    const words = choiceWords(forcesCard('engagement').ability, { '0': [0, 1], '1': 'anubis' }, names);
    expect(words).toBe(': lose Cybot and Ryant, bring in Anubis');
    expect(choiceWords(forcesCard('carapace').ability, {}, names)).toBe('');
  });

  it('Team Play — army bonuses count the cards of the player who controls them', () => {
    const t = table({ location: 'earth', turn: 2, seats: 4 });
    t.put(0, 'adam-finn', 'active');
    t.put(2, 'radarscope', 'supports'); // the ally's support: not Adam Finn's
    expect(t.army(0).range).toBe(4 + 2);
  });
});
