/**
 * A full state consistent with what a seat knows: every hidden card (-1 in its view)
 * is dealt from the cards of its deck the seat cannot place, shuffled. Counts, public
 * piles and everything the seat has seen stay as they are.
 */
import { copyJson, createRng, deriveSeed, shuffleInPlace, type LogEntry, type RngState, type Seat } from '../../engine';
import { cardIds } from './cards';
import type { DeckName } from './content-types';
import { NO_LOG, type TouchState } from './state';
import { HIDDEN, type TouchView } from './view';

/** Every place a card of a deck can be, as getters and setters over the state, in a fixed order. */
function slots(state: TouchState): [DeckName, number[]][] {
  const out: [DeckName, number[]][] = [];
  for (const [deck, pile] of Object.entries(state.decks) as [DeckName, TouchState['decks'][DeckName]][])
    out.push([deck, pile.draw], [deck, pile.discard], [deck, pile.removed]);
  for (const hero of state.heroes) {
    out.push(['event', hero.events]);
    if (hero.curse !== null) out.push(['curse', [hero.curse]]);
    for (const item of hero.carried) if (item.deck !== 'town') out.push([item.deck, [item.card]]);
  }
  for (const elder of state.elders) out.push(['secret', elder.secrets.map((s) => s.card)]);
  out.push(['mystery', state.inPlay]);
  return out;
}

export function determinize(view: TouchView, _seat: Seat, rng: RngState): TouchState {
  return dealHidden(view, copyLog(view), rng);
}

/**
 * `Game.determinizer`: deals as `determinize` does; a deal for search carries no log
 * (as `searchCopy` makes it), so the view's log is never copied for it.
 */
export function determinizer(view: TouchView, _seat: Seat, forSearch = false): (rng: RngState) => TouchState {
  return (rng) => dealHidden(view, forSearch ? NO_LOG : copyLog(view), rng);
}

const copyLog = (view: TouchView): LogEntry[] => view.log.map((l) => ({ ...l }));

function dealHidden(view: TouchView, log: LogEntry[], rng: RngState): TouchState {
  const { viewer: _viewer, log: _log, ...table } = copyJson({ ...view, log: NO_LOG });
  const state: TouchState = { ...table, rng: createRng(deriveSeed(rng)), log };
  const seen = new Map<DeckName, Set<number>>();
  const mark = (deck: DeckName, card: number | null): void => {
    if (card === null || card === HIDDEN) return;
    if (!seen.has(deck)) seen.set(deck, new Set());
    seen.get(deck)!.add(card);
  };
  for (const [deck, cards] of slots(state)) for (const card of cards) mark(deck, card);
  for (const hero of state.heroes) mark('lair', hero.lair);
  if (state.showdown) mark('lair', state.showdown.lair);
  const fightCard = state.tasks.flatMap((t) => (t.t === 'fight' && t.fight.enemy.card ? [t.fight.enemy.card] : []));
  for (const c of fightCard) mark(c.deck, c.card);
  const prompt = state.prompt;
  if (prompt?.kind === 'keep') for (const c of prompt.cards) mark(prompt.deck, c);
  if (prompt?.kind === 'lair-keep') for (const c of prompt.cards) mark('lair', c);
  const pools = new Map<DeckName, number[]>();
  const deal = (deck: DeckName): number => {
    if (!pools.has(deck)) {
      const known = seen.get(deck) ?? new Set<number>();
      const unknown = cardIds(deck).filter((card) => !known.has(card));
      pools.set(deck, shuffleInPlace(state.rng, unknown));
    }
    const card = pools.get(deck)!.pop();
    if (card === undefined) throw new Error(`Not enough ${deck} cards to fill the hidden places.`);
    return card;
  };
  for (const pile of Object.entries(state.decks) as [DeckName, TouchState['decks'][DeckName]][])
    pile[1].draw = pile[1].draw.map(() => deal(pile[0]));
  for (const hero of state.heroes) {
    hero.events = hero.events.map((c) => (c === HIDDEN ? deal('event') : c));
    if (hero.lair === HIDDEN) hero.lair = deal('lair');
  }
  for (const elder of state.elders)
    for (const slot of elder.secrets) if (slot.card === HIDDEN) slot.card = deal('secret');
  if (prompt?.kind === 'keep') prompt.cards = prompt.cards.map((c) => (c === HIDDEN ? deal(prompt.deck) : c));
  if (prompt?.kind === 'lair-keep') prompt.cards = prompt.cards.map((c) => (c === HIDDEN ? deal('lair') : c));
  return state;
}
