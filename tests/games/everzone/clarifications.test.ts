/** Each card of the rulebook's "CARDS CLARIFICATIONS", on a hand-built table, with the real cards. */
import { describe, expect, it } from 'vitest';
import { actionFor, hooks, table } from './abilities-fixture';

describe('Cards clarifications', () => {
  it('Cards clarifications — Carapace: the army gets +2 defence, the units keep theirs', () => {
    const t = table({ location: 'earth', turn: 1 });
    t.put(0, 'garlik', 'active');
    t.put(0, 'garlik', 'active');
    const carapace = t.put(0, 'carapace', 'hand');
    // "two active units each of which have a specific defence at 2, my army would have a defence value of 4"
    expect(t.army(0).defence).toBe(4);
    t.use(0, actionFor(t, 0, carapace));
    // "and Carapace would allow me to increase that to 6"
    expect(t.army(0).defence).toBe(6);
    expect(t.state.modifiers).toEqual([]);
  });

  it('Cards clarifications — Carapace: only "as long as there are active units in your play area"', () => {
    const t = table({ location: 'earth', turn: 1 });
    t.put(0, 'carapace', 'supports');
    t.put(0, 'garlik', 'inactive');
    expect(t.army(0).defence).toBe(0);
  });

  it('Cards clarifications — Tribe Recall: activates a unit outside the activation step', () => {
    const t = table({ location: 'earth', turn: 0 });
    const slurry = t.put(0, 'slurry', 'marshalled');
    const heralid = t.put(0, 'heralid', 'inactive');
    const recall = t.put(0, 'tribe-recall', 'hand');
    expect(t.state.phase).toBe('declare');
    const choices = t.declarable(0).filter((a) => 'card' in a && a.card === recall);
    expect(choices.map((a) => ('choice' in a ? a.choice['0'] : null)).sort()).toEqual([slurry, heralid].sort());
    t.use(0, actionFor(t, 0, recall, { '0': heralid }));
    expect(t.where(heralid)).toBe('0:active');
    expect(t.where(slurry)).toBe('0:marshalled');
  });

  it('Cards clarifications — Tribe Recall: never beyond the resource limit', () => {
    // Earth's first turn gives 4 resources; Tribe Recall takes 1 and Cyclope would need 5.
    const t = table({ location: 'earth', turn: 0 });
    t.put(0, 'cyclope', 'inactive');
    const recall = t.put(0, 'tribe-recall', 'hand');
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === recall)).toEqual([]);
  });

  it('Cards clarifications — Xenogray and Kraken: a stand-alone duel, damage to the player, then out of the army', () => {
    const t = table({ location: 'earth', turn: 2 });
    const xenogray = t.put(0, 'xenogray', 'active');
    t.put(0, 'ryant', 'active');
    const garlik = t.put(1, 'garlik', 'active');
    t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, xenogray, { '0': garlik }));
    // Equal range (2 and 2): both strike at once; 5 attack against 2 defence destroys Garlik for 3 CP.
    expect(t.where(garlik)).toBe('1:fallen');
    expect(t.state.teams[1]!.cp).toBe(17);
    expect(t.where(xenogray)).toBe('0:active');
    // "Xenogray or Kraken's values cannot be added to the rest of the army": Ryant alone is left.
    expect(t.army(0)).toMatchObject({ attack: 2, defence: 3, range: 1 });
    // Hybrid: once this battle turn.
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === xenogray)).toEqual([]);
    hooks.onEvent(t.state, { type: 'turn-end' });
    expect(t.army(0)).toMatchObject({ attack: 7, defence: 8 });
  });

  it('Cards clarifications — Xenogray and Kraken: the target counterattacks when it survives', () => {
    const t = table({ location: 'sea', turn: 2 });
    const kraken = t.put(0, 'kraken', 'active');
    const colossus = t.put(1, 'colossus', 'active');
    t.use(0, actionFor(t, 0, kraken, { '0': colossus }));
    // Kraken's range 2 beats 1: its 5 attack fails against 7 defence; Colossus strikes back 5 against 5.
    expect(t.where(colossus)).toBe('1:active');
    expect(t.where(kraken)).toBe('0:fallen');
    expect(t.state.teams[0]!.cp).toBe(20);
  });

  it('Cards clarifications — Final Protocol: with no unit of yours, it only destroys an opposing unit', () => {
    const t = table({ location: 'earth', turn: 1 });
    const protocol = t.put(0, 'final-protocol', 'hand');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, protocol, { '1': anubis }));
    expect(t.where(anubis)).toBe('1:fallen');
  });

  it('Cards clarifications — Final Protocol: a unit of yours that cannot be destroyed stays', () => {
    const t = table({ location: 'earth', turn: 1 });
    const lock = t.put(0, 'derran-lock', 'active');
    const protocol = t.put(0, 'final-protocol', 'hand');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, protocol, { '1': anubis }));
    expect(t.where(lock)).toBe('0:active');
    expect(t.where(anubis)).toBe('1:fallen');
  });

  it('Cards clarifications — Final Protocol: otherwise your selected unit is destroyed too', () => {
    const t = table({ location: 'earth', turn: 1 });
    const marine = t.put(0, 'marine', 'marshalled');
    const protocol = t.put(0, 'final-protocol', 'hand');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, protocol, { '0': [marine], '1': anubis }));
    expect(t.where(marine)).toBe('0:fallen');
    expect(t.where(anubis)).toBe('1:fallen');
  });

  it('Cards clarifications — Vlad: the possessed unit is yours to use, values and skill', () => {
    const t = table({ location: 'earth', turn: 2 });
    const vlad = t.put(0, 'vlad', 'active');
    const reaper = t.put(1, 'reaper', 'active');
    const anubis = t.put(1, 'anubis', 'active');
    t.use(0, actionFor(t, 0, vlad, { '0': reaper }));
    expect(t.where(reaper)).toBe('0:active');
    expect(t.state.cards[reaper]).toMatchObject({ owner: 1, controller: 0 });
    // Vlad 3/3/2 and Reaper 3/2/3.
    expect(t.army(0)).toMatchObject({ attack: 6, defence: 5, range: 5 });
    expect(t.army(1)).toMatchObject({ attack: 4, defence: 4 });
    // Its skill is now Player 1's to declare.
    t.use(0, actionFor(t, 0, reaper, { '0': anubis }));
    expect(t.army(1).defence).toBe(3);
  });

  it('Cards clarifications — Vlad: deactivated or re-marshalled, the possessed unit goes to its owner’s Fallen pile', () => {
    for (const leave of ['deactivate', 'remarshal'] as const) {
      const t = table({ location: 'earth', turn: 2 });
      const vlad = t.put(0, 'vlad', 'active');
      const reaper = t.put(1, 'reaper', 'active');
      t.use(0, actionFor(t, 0, vlad, { '0': reaper }));
      if (leave === 'deactivate') {
        // Medusa turns Vlad (attack 3) sideways.
        const medusa = t.put(1, 'medusa', 'active');
        t.use(1, actionFor(t, 1, medusa, { '0': vlad }));
        expect(t.where(vlad)).toBe('0:inactive');
      } else {
        const burrow = t.put(0, 'burrow', 'hand');
        t.use(0, actionFor(t, 0, burrow, { '0': vlad }));
      }
      expect(t.where(reaper)).toBe('1:fallen');
      expect(t.state.cards[reaper]!.controller).toBe(1);
    }
  });

  it('Cards clarifications — Engagement: destroy two of your units (active, deactivated or marshalled) to activate one from the deck', () => {
    const t = table({ location: 'earth', turn: 2 });
    const a = t.put(0, 'cybot', 'active');
    const b = t.put(0, 'ryant', 'marshalled');
    const engagement = t.put(0, 'engagement', 'hand');
    t.put(0, 'jaguar', 'deck');
    const anubis = t.put(0, 'anubis', 'deck');
    t.put(0, 'cybot', 'deck');
    t.use(0, actionFor(t, 0, engagement, { '0': [a, b], '1': 'anubis' }));
    expect(t.where(a)).toBe('0:fallen');
    expect(t.where(b)).toBe('0:fallen');
    expect(t.where(anubis)).toBe('0:active');
    expect(t.state.players[0]!.deck).toHaveLength(2);
  });

  it('Cards clarifications — Engagement: with fewer than two units of yours it cannot be played', () => {
    const t = table({ location: 'earth', turn: 2 });
    t.put(0, 'cybot', 'active');
    const engagement = t.put(0, 'engagement', 'hand');
    t.put(0, 'anubis', 'deck');
    expect(t.declarable(0).filter((x) => 'card' in x && x.card === engagement)).toEqual([]);
  });

  it('Cards clarifications — Meraud: the skill may be used any time after activation, once', () => {
    const t = table({ location: 'earth', turn: 0 });
    const meraud = t.put(0, 'meraud', 'active');
    hooks.onEvent(t.state, { type: 'activated', card: meraud });
    const target = t.put(1, 'anubis', 'active');
    // Not used on the turn it was activated: still there on the next turn.
    hooks.onEvent(t.state, { type: 'turn-end' });
    t.state.battleTurn = 1;
    t.use(0, actionFor(t, 0, meraud));
    expect(t.army(1).defence).toBe(3);
    expect(target).toBeGreaterThan(0);
    expect(t.declarable(0).filter((a) => 'card' in a && a.card === meraud)).toEqual([]);
  });

  it('Cards clarifications — Ciel: a unit whose defence drops to 0 is destroyed; Ciel is re-marshalled at the turn’s end', () => {
    const t = table({ location: 'space', turn: 0 });
    const ciel = t.put(0, 'ciel', 'active');
    const tornado = t.put(1, 'tornado', 'active');
    t.use(0, actionFor(t, 0, ciel, { '0': tornado }));
    expect(t.where(tornado)).toBe('1:fallen');
    expect(t.where(ciel)).toBe('0:active');
    hooks.onEvent(t.state, { type: 'turn-end' });
    expect(t.where(ciel)).toBe('0:marshalled');
    // "his skill can be potentially used every turn": activated again, it may be declared again.
    t.state.players[0]!.marshalled = [];
    t.state.players[0]!.active.push(ciel);
    hooks.onEvent(t.state, { type: 'activated', card: ciel });
    t.put(1, 'cybot', 'active');
    expect(t.declarable(0).some((a) => 'card' in a && a.card === ciel)).toBe(true);
  });

  it('Cards clarifications — Hantal Vexilium: when destroyed, every active unit in play gets -4 defence', () => {
    const t = table({ location: 'earth', turn: 2 });
    const hantal = t.put(0, 'hantal-vexilium', 'active');
    const colossus = t.put(0, 'colossus', 'active');
    const ryant = t.put(0, 'ryant', 'active');
    const anubis = t.put(1, 'anubis', 'active');
    const den = t.put(1, 'den', 'active');
    const orbital = t.put(1, 'orbital-void', 'hand');
    t.state.location = 'space';
    t.use(1, actionFor(t, 1, orbital, { '0': hantal }));
    expect(t.where(hantal)).toBe('0:fallen');
    // Both sides: Ryant (3) and Anubis (4) fall; Colossus (7 → 3) and Den (5 → 1) stand.
    expect(t.where(ryant)).toBe('0:fallen');
    expect(t.where(anubis)).toBe('1:fallen');
    expect(t.where(colossus)).toBe('0:active');
    expect(t.where(den)).toBe('1:active');
    expect(t.army(0).defence).toBe(3);
    expect(t.army(1).defence).toBe(1);
  });

  it('Cards clarifications — Zarkendra: in team games, the active units of only one player of the owner’s choice', () => {
    const t = table({ location: 'earth', turn: 2, seats: 4 });
    const zarkendra = t.put(0, 'zarkendra', 'active');
    // Units of defence 1, which Zarkendra's skill reaches, on both opposing players.
    const otherPlayer = [t.put(1, 'slurry', 'active'), t.put(1, 'digger', 'active')];
    const chosenPlayer = [t.put(3, 'slurry', 'active'), t.put(3, 'marine', 'active')];
    const sturdy = t.put(3, 'heralid', 'active');
    const seats = t
      .declarable(0)
      .filter((a) => 'card' in a && a.card === zarkendra)
      .map((a) => ('choice' in a ? a.choice['0'] : null));
    expect(seats).toEqual([1, 3]);
    t.use(0, actionFor(t, 0, zarkendra, { '0': 3 }));
    for (const card of chosenPlayer) expect(t.where(card)).toBe('3:fallen');
    for (const card of otherPlayer) expect(t.where(card)).toBe('1:active');
    expect(t.where(sturdy)).toBe('3:active');
  });

  it('Cards clarifications — Virago: activated in the activation step, the opponent cannot answer with supports', () => {
    const t = table({ location: 'earth', turn: 2 });
    const virago = t.put(0, 'virago', 'active');
    t.state.phase = 'activate';
    hooks.onEvent(t.state, { type: 'activated', card: virago });
    t.state.phase = 'declare';
    expect(hooks.canPlaySupports(t.state, 1)).toBe(false);
    expect(hooks.canPlaySupports(t.state, 0)).toBe(true);
  });

  it('Cards clarifications — Virago: activated by Engagement, the opponent may answer with Final Protocol', () => {
    const t = table({ location: 'earth', turn: 2 });
    const engagement = t.put(0, 'engagement', 'hand');
    const a = t.put(0, 'cybot', 'marshalled');
    const b = t.put(0, 'ryant', 'marshalled');
    const virago = t.put(0, 'virago', 'deck');
    t.use(0, actionFor(t, 0, engagement, { '0': [a, b], '1': 'virago' }));
    expect(t.where(virago)).toBe('0:active');
    expect(hooks.canPlaySupports(t.state, 1)).toBe(true);
    const protocol = t.put(1, 'final-protocol', 'hand');
    t.use(1, actionFor(t, 1, protocol, { '1': virago }));
    expect(t.where(virago)).toBe('0:fallen');
  });

  it('Cards clarifications — Virago: once the clash begins, an effect-activated Virago stops supports too', () => {
    const t = table({ location: 'earth', turn: 2 });
    const virago = t.put(0, 'virago', 'active');
    hooks.onEvent(t.state, { type: 'activated', card: virago });
    expect(hooks.canPlaySupports(t.state, 1)).toBe(true);
    hooks.onEvent(t.state, { type: 'clash-start' });
    expect(hooks.canPlaySupports(t.state, 1)).toBe(false);
  });

  it('Cards clarifications — Jehrah: activated in the activation step, you destroy a unit under your control', () => {
    const t = table({ location: 'earth', turn: 2 });
    const jehrah = t.put(0, 'jehrah', 'active');
    const cybot = t.put(0, 'cybot', 'marshalled');
    const anubis = t.put(0, 'anubis', 'active');
    t.state.phase = 'activate';
    hooks.onEvent(t.state, { type: 'activated', card: jehrah });
    // The cheapest unit goes: Cybot (1) before Anubis (4).
    expect(t.where(cybot)).toBe('0:fallen');
    expect(t.where(anubis)).toBe('0:active');
    expect(t.where(jehrah)).toBe('0:active');
  });

  it('Cards clarifications — Jehrah: without a unit to destroy, or activated outside the step, it is deactivated', () => {
    const t = table({ location: 'earth', turn: 2 });
    const jehrah = t.put(0, 'jehrah', 'active');
    t.state.phase = 'activate';
    hooks.onEvent(t.state, { type: 'activated', card: jehrah });
    expect(t.where(jehrah)).toBe('0:inactive');

    const u = table({ location: 'earth', turn: 2 });
    const recall = u.put(0, 'tribe-recall', 'hand');
    const other = u.put(0, 'cybot', 'active');
    const j2 = u.put(0, 'jehrah', 'inactive');
    u.use(0, actionFor(u, 0, recall, { '0': j2 }));
    expect(u.where(j2)).toBe('0:inactive');
    expect(u.where(other)).toBe('0:active');
  });
});
