/** Each effect word on a card that uses it, where the clarifications and the book's card facts do not already. */
import { describe, expect, it } from 'vitest';
import { actionFor, hooks, table } from './abilities-fixture';

describe('EverZone ability vocabulary', () => {
  it('draw — Kaldur Crystals draws 2; Phoenix draws 1 when destroyed', () => {
    const t = table({ location: 'space', turn: 1 });
    const crystals = t.put(0, 'kaldur-crystals', 'hand');
    const deck = [t.put(0, 'cybot', 'deck'), t.put(0, 'ryant', 'deck'), t.put(0, 'den', 'deck')];
    t.use(0, actionFor(t, 0, crystals));
    expect(deck.map(t.where)).toEqual(['0:hand', '0:hand', '0:deck']);
    const phoenix = t.put(0, 'phoenix', 'active');
    const orbital = t.put(1, 'orbital-void', 'hand');
    t.use(1, actionFor(t, 1, orbital, { '0': phoenix }));
    expect(t.where(phoenix)).toBe('0:fallen');
    expect(t.where(deck[2]!)).toBe('0:hand');
  });

  it('recover — Medicbot takes a fallen unit costing 3 or less back into the hand', () => {
    const t = table({ location: 'earth', turn: 1 });
    const medicbot = t.put(0, 'medicbot', 'hand');
    const shark = t.put(0, 'shark', 'fallen'); // cost 3
    const destroyer = t.put(0, 'destroyer', 'fallen'); // cost 4
    const offered = t.declarable(0).map((a) => ('choice' in a ? a.choice['0'] : null));
    expect(offered).toEqual([shark]);
    t.use(0, actionFor(t, 0, medicbot, { '0': shark }));
    expect(t.where(shark)).toBe('0:hand');
    expect(t.where(destroyer)).toBe('0:fallen');
  });

  it('destroy all — Quantum Mortis destroys every active unit with defence 1 or less, on both sides', () => {
    const t = table({ location: 'space', turn: 1 });
    const mortis = t.put(0, 'quantum-mortis', 'hand');
    const mine = t.put(0, 'sniper', 'active');
    const theirs = t.put(1, 'slurry', 'active');
    const sturdy = t.put(1, 'novalid', 'active');
    const hidden = t.put(1, 'slurry', 'inactive');
    t.use(0, actionFor(t, 0, mortis));
    expect([mine, theirs, sturdy, hidden].map(t.where)).toEqual(['0:fallen', '1:fallen', '1:active', '1:inactive']);
  });

  it('remarshal — Teleportation sends an opposing unit back face down', () => {
    const t = table({ location: 'earth', turn: 1 });
    const teleport = t.put(0, 'teleportation', 'hand');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, teleport, { '0': anubis }));
    expect(t.where(anubis)).toBe('1:marshalled');
  });

  it('prevent-destroy — while Dome is active, skills and effects cannot destroy its player’s units, the clash can', () => {
    const t = table({ location: 'earth', turn: 1 });
    t.put(0, 'dome', 'active');
    const marine = t.put(0, 'marine', 'active');
    expect(hooks.canBeDestroyed(t.state, marine, 'ability')).toBe(false);
    expect(hooks.canBeDestroyed(t.state, marine, 'clash')).toBe(true);
    const missile = t.put(1, 'sparkwave-missile', 'hand');
    expect(t.declarable(1).filter((a) => 'card' in a && a.card === missile)).toEqual([]);
  });

  it('cp-damage on destruction — Dasha makes the opposing side lose 2 CP when destroyed', () => {
    const t = table({ location: 'space', turn: 1 });
    const dasha = t.put(0, 'dasha', 'active');
    t.use(1, actionFor(t, 1, t.put(1, 'orbital-void', 'hand'), { '0': dasha }));
    expect(t.state.teams[1]!.cp).toBe(18);
    expect(t.state.teams[0]!.cp).toBe(20);
  });

  it('search into the hand on destruction — Mythosis brings a unit costing 1, and the deck is shuffled', () => {
    const t = table({ location: 'earth', turn: 1 });
    const mythosis = t.put(0, 'mythosis', 'active');
    const digger = t.put(0, 'digger', 'deck');
    const gunlid = t.put(0, 'gunlid', 'deck');
    t.use(1, actionFor(t, 1, t.put(1, 'sparkwave-missile', 'hand'), { '0': mythosis }));
    expect(t.where(digger)).toBe('0:hand');
    expect(t.where(gunlid)).toBe('0:deck');
  });

  it('search to activate — Vermin Horde activates a 1-cost unit; one that does not fit is only revealed', () => {
    const t = table({ location: 'earth', turn: 0 }); // 4 resources
    const horde = t.put(0, 'vermin-horde', 'hand');
    const slurry = t.put(0, 'slurry', 'deck');
    t.use(0, actionFor(t, 0, horde, { '0': 'slurry' }));
    expect(t.where(slurry)).toBe('0:active');
    // Turn 2 (7 resources): Vermin Horde 1 + Slurry 1 + Reinforcements 2, and Exoskeleton 3 fits.
    const reinforcements = t.put(0, 'reinforcements', 'hand');
    const exoskeleton = t.put(0, 'exoskeleton', 'deck');
    t.state.battleTurn = 1;
    t.use(0, actionFor(t, 0, reinforcements, { '0': 'exoskeleton' }));
    expect(t.where(exoskeleton)).toBe('0:active');
    // Turn 3 (10 resources): with a second Reinforcements 9 are used, and another Exoskeleton does not fit.
    const third = t.put(0, 'reinforcements', 'hand');
    const another = t.put(0, 'exoskeleton', 'deck');
    t.state.battleTurn = 2;
    t.use(0, actionFor(t, 0, third, { '0': 'exoskeleton' }));
    expect(t.where(another)).toBe('0:inactive');
  });

  it('army-stat on the opposing army — Corrupted Water −2 attack; per count — Hantalian Totem counts units costing 3 or less', () => {
    const t = table({ location: 'sea', turn: 2 });
    t.put(0, 'corrupted-water', 'supports');
    t.put(1, 'destroyer', 'active'); // 4/3/3
    expect(t.army(1).attack).toBe(2);
    t.put(1, 'hantalian-totem', 'supports');
    t.put(1, 'seahorse', 'active'); // cost 1
    t.put(1, 'den', 'active'); // cost 5: not counted
    // 4 + 1 + 3 printed, −2 Corrupted Water, +1 for Seahorse.
    expect(t.army(1).attack).toBe(7);
  });

  it('unit-stat until the turn’s end — For Hantal! +3 attack ends with the turn', () => {
    const t = table({ location: 'earth', turn: 1 });
    const anubis = t.put(0, 'anubis', 'active');
    t.use(0, actionFor(t, 0, t.put(0, 'for-hantal', 'hand'), { '0': anubis }));
    expect(t.army(0).attack).toBe(7);
    hooks.onEvent(t.state, { type: 'turn-end' });
    expect(t.army(0).attack).toBe(4);
  });

  it('choices — a long menu keeps an even spread: every pair Engagement may lose still meets several units', () => {
    const t = table({ location: 'earth', turn: 2 });
    const engagement = t.put(0, 'engagement', 'hand');
    for (const id of ['cybot', 'ryant', 'jaguar', 'seahorse', 'medstark']) t.put(0, id, 'marshalled');
    const units = ['anubis', 'colossus', 'den', 'derran-lock', 'barthander', 'jehrah', 'virago', 'dragon', 'tornado'];
    for (const id of [...units, 'cbl', 'lak', 'eyeshield', 'phoenix', 'ciel']) t.put(0, id, 'deck');
    const menu = t.declarable(0).filter((a) => 'card' in a && a.card === engagement);
    // 10 pairs × 14 units = 140 ways; 60 are offered.
    expect(menu).toHaveLength(60);
    const pairs = new Set(menu.map((a) => ('choice' in a ? JSON.stringify(a.choice['0']) : '')));
    expect(pairs.size).toBe(10);
    expect(new Set(menu.map((a) => a.key)).size).toBe(60);
  });

  it('take-control by a support — the possessed unit falls to its owner’s pile at the end of the battle', () => {
    const t = table({ location: 'earth', turn: 2 });
    const possession = t.put(0, 'terrestrial-possession', 'hand');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, possession, { '0': anubis }));
    expect(t.where(anubis)).toBe('0:active');
    // Discarding the spent support does not end the possession.
    t.state.players[0]!.supports = [];
    hooks.onEvent(t.state, { type: 'clash-start' });
    expect(t.where(anubis)).toBe('0:active');
    hooks.onEvent(t.state, { type: 'battle-end' });
    expect(t.where(anubis)).toBe('1:fallen');
    expect(t.state.cards[anubis]!.controller).toBe(1);
  });
});
