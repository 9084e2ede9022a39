/**
 * What the schemas cannot say about A Touch of Evil's content: ids unique,
 * references that resolve, dice results that cover every roll once, the board's
 * geography ("a unique shortest route to the Town Hall from every space but the
 * Fields"), and the shape each kind of card needs. Returns problems in words;
 * an empty list means the content is sound.
 */
import { buildBoard, TOWN_HALL_ID, type Board } from './board';
import type { ChartEntryDef, LocationCardDef, TouchContent, TrackDef } from './content-types';
import type { Effect, Passive } from './effect-types';

/** Problems with the ranges: each value of lo..hi must be covered by exactly one range. */
export function coverageProblems(ranges: readonly { min: number; max: number }[], lo: number, hi: number): string[] {
  const hits = new Map<number, number>();
  for (const r of ranges) {
    if (r.min > r.max) return [`range ${r.min}-${r.max} is backwards`];
    for (let v = r.min; v <= r.max; v++) hits.set(v, (hits.get(v) ?? 0) + 1);
  }
  const out: string[] = [];
  for (let v = lo; v <= hi; v++) {
    const n = hits.get(v) ?? 0;
    if (n !== 1) out.push(n === 0 ? `no result for ${v}` : `${n} results for ${v}`);
  }
  for (const v of hits.keys()) if (v < lo || v > hi) out.push(`a result for ${v}, outside ${lo}-${hi}`);
  return out;
}

/** Problems inside effects: every D6 roll covered once, every choice with a free option. */
export function effectProblems(effects: readonly Effect[] | undefined, where: string): string[] {
  const out: string[] = [];
  for (const effect of effects ?? []) {
    if (effect.op === 'roll') out.push(...coverageProblems(effect.results, 1, 6).map((p) => `${where}: roll: ${p}`));
    if (effect.op === 'choose' && effect.options.every((o) => (o.cost ?? 0) > 0))
      out.push(`${where}: a choice needs one free option`);
  }
  return out;
}

function passiveProblems(passives: readonly Passive[] | undefined, where: string): string[] {
  return (passives ?? []).flatMap((p) => (p.op === 'trigger' ? effectProblems(p.effects, where) : []));
}

function duplicates(ids: readonly string[], what: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) out.push(`${what}: id "${id}" is used twice`);
    seen.add(id);
  }
  return out;
}

/** The geography: paths between real spaces, the Town Hall and its four Town spaces, the routes to it. */
export function boardProblems(content: TouchContent): string[] {
  const def = content.board;
  const out = duplicates(
    def.spaces.map((s) => s.id),
    'board',
  );
  const ids = new Set(def.spaces.map((s) => s.id));
  const pathKeys = new Set<string>();
  for (const path of def.paths) {
    const [a, b] = path as [string, string];
    if (!ids.has(a) || !ids.has(b)) out.push(`path ${a}–${b} names a space that does not exist`);
    if (a === b) out.push(`path ${a}–${b} joins a space to itself`);
    const key = [a, b].sort().join('|');
    if (pathKeys.has(key)) out.push(`path ${a}–${b} is listed twice`);
    pathKeys.add(key);
  }
  if (!ids.has(TOWN_HALL_ID)) return [...out, 'there is no Town Hall'];
  const board: Board = buildBoard(def);
  const townHall = board.townHall;
  board.spaces.forEach((space, i) => {
    if (board.distance[i] === -1) out.push(`${space.id} cannot be reached from the Town Hall`);
    if (space.kind === 'corner' && !space.deck) out.push(`${space.id}: a Corner Location needs its deck`);
    if (space.kind !== 'corner' && space.deck) out.push(`${space.id}: only Corner Locations have a deck`);
    if ((space.kind === 'town' || space.kind === 'dangerous') && !space.encounter)
      out.push(`${space.id}: Town and Dangerous spaces have printed game text`);
    if (space.kind === 'town' && i !== townHall && !board.adjacent[townHall]!.includes(i))
      out.push(`${space.id}: the Town spaces are around the Town Hall`);
    out.push(...effectProblems(space.encounter, space.id));
    const routes = board.routeCount[i]!;
    if (routes > 2) out.push(`${space.id} has ${routes} shortest routes to the Town Hall`);
    if (routes === 2 && !space.tie) out.push(`${space.id} has two shortest routes but no numbered arrows`);
    if (routes !== 2 && space.tie) out.push(`${space.id} has numbered arrows but ${routes} shortest route(s)`);
    if (space.tie) {
      out.push(...coverageProblems(space.tie, 1, 6).map((p) => `${space.id}: arrows: ${p}`));
      const toward = new Set(board.towardTownHall[i]!.map((j) => board.spaces[j]!.id));
      for (const arrow of space.tie)
        if (!toward.has(arrow.toward)) out.push(`${space.id}: arrow to ${arrow.toward} is not a shortest route`);
    }
  });
  return out;
}

function chartProblems(side: readonly ChartEntryDef[], minions: ReadonlySet<string>, where: string): string[] {
  const out = coverageProblems(side, 1, 6).map((p) => `${where}: ${p}`);
  for (const entry of side) {
    if (entry.minion && !minions.has(entry.minion)) out.push(`${where}: no Minion "${entry.minion}"`);
    out.push(...effectProblems(entry.event?.effects, where));
  }
  return out;
}

function trackProblems(track: TrackDef): string[] {
  const out = coverageProblems(
    track.stages.map((s) => ({ min: s.low, max: s.high })),
    1,
    track.start,
  ).map((p) => `track: ${p}`);
  const costs = track.stages.map((s) => s.lairCost);
  // "the stronger it has become, the easier it is to follow its trail of evil"
  if (costs.some((c, i) => i > 0 && c > costs[i - 1]!)) out.push('track: Lair Costs must not rise toward Darkness');
  return out;
}

export function checkTouchContent(content: TouchContent): string[] {
  const out = boardProblems(content);
  const spaceIds = new Set(content.board.spaces.map((s) => s.id));
  const townIds = new Set(content.board.spaces.filter((s) => s.kind === 'town').map((s) => s.id));
  out.push(
    ...duplicates(
      content.heroes.map((h) => h.id),
      'heroes',
    ),
  );
  out.push(
    ...duplicates(
      content.villains.map((v) => v.id),
      'villains',
    ),
  );
  out.push(
    ...duplicates(
      content.elders.map((e) => e.id),
      'elders',
    ),
  );
  for (const hero of content.heroes)
    out.push(...hero.abilities.flatMap((a) => passiveProblems(a.passives, `hero ${hero.id}`)));
  for (const villain of content.villains) {
    const where = `villain ${villain.id}`;
    if (villain.abilities.filter((a) => a.basic).length !== 1 || !villain.abilities[0]!.basic)
      out.push(`${where}: the Basic Ability comes first, and only once`);
    const usesStages = villain.abilities.some((a) =>
      a.passives.some((p) => p.op === 'rule' && p.name === 'feeds-on-fear'),
    );
    if (usesStages !== Boolean(villain.stages)) out.push(`${where}: a stage table goes with Feeds on Fear`);
    const minions = new Set(villain.minions.map((m) => m.id));
    out.push(...duplicates([...minions], `${where} minions`));
    out.push(...chartProblems(villain.chart.basic, minions, `${where} basic chart`));
    out.push(...chartProblems(villain.chart.advanced, minions, `${where} advanced chart`));
    for (const a of villain.abilities) out.push(...passiveProblems(a.passives, where));
  }
  for (const elder of content.elders) {
    out.push(...passiveProblems(elder.ability.passives, `elder ${elder.id}`));
    out.push(...passiveProblems(elder.evil.passives, `elder ${elder.id}`));
  }
  for (const [deck, cards] of Object.entries(content.decks)) {
    out.push(
      ...duplicates(
        cards.map((c) => c.id),
        `${deck} deck`,
      ),
    );
    for (const card of cards) {
      const where = `${deck} card ${card.id}`;
      if ('effects' in card) out.push(...effectProblems(card.effects, where));
      if ('passives' in card) out.push(...passiveProblems(card.passives, where));
      if ('kind' in card) out.push(...locationCardProblems(card, where));
      if (deck === 'mystery' && !('effects' in card) && !('remainsInPlay' in card && card.passives?.length))
        out.push(`${where}: a Mystery does something, or Remains in Play with passives`);
      if ('location' in card && (!spaceIds.has(card.location) || townIds.has(card.location)))
        out.push(`${where}: a Lair is at a board space outside Town`);
    }
  }
  out.push(
    ...duplicates(
      content.townItems.map((c) => c.id),
      'town items',
    ),
  );
  for (const chart of content.charts)
    out.push(
      ...coverageProblems(chart.results, chart.dice, chart.dice * 6).map((p) => `chart ${chart.id}: ${p}`),
      ...duplicates(
        chart.results.map((r) => r.id),
        `chart ${chart.id}`,
      ),
    );
  out.push(...trackProblems(content.track));
  return out;
}

function locationCardProblems(card: LocationCardDef, where: string): string[] {
  const out: string[] = [];
  const minion = card.kind === 'minion';
  const stats = card.fightDice !== undefined && card.health !== undefined && card.victory !== undefined;
  if (minion !== stats) out.push(`${where}: Minions, and only Minions, have Fight Dice, Health and a Victory bonus`);
  if ((card.kind === 'item' || card.kind === 'ally') && !card.passives?.length)
    out.push(`${where}: an Item or Ally gives something while carried`);
  if (card.kind === 'encounter' && !card.effects?.length) out.push(`${where}: an encounter has effects`);
  return out;
}
