/**
 * What happened to a Hero's player while they waited, from two of their views: the other Heroes'
 * turns and the Mystery Phase (docs/rules/touch.md, "The Mystery Phase"): Mystery cards drawn, the
 * Villain's attacks with their dice, Minions appearing, Town Elders killed or turned, the Shadow
 * Track, and the player's own Heroes' Wounds, Investigation and KO. Nothing while the player's own
 * turn goes on: only what came after another Hero's turn or a Mystery Phase began is news.
 */
import { linesSince, plural, type LogLine, type RecapItem, type Seat } from '../../engine';
import { SHADOWBROOK } from './board';
import { elderDef, heroDef, villainDef } from './content';
import type { TouchView } from './view';

/** The first new line that starts something the player did not do: another Hero's turn or the Mystery Phase. */
function newsStart(lines: readonly LogLine[], seat: Seat): number {
  return lines.findIndex(
    (l) => l.text === 'The Mystery Phase.' || (l.seat !== undefined && l.seat !== seat && l.text.endsWith("'s turn.")),
  );
}

function spacePlace(name: string): string | undefined {
  const space = SHADOWBROOK.spaces.find((s) => s.name === name);
  return space ? `space:${space.id}` : undefined;
}

function elderPlace(view: TouchView, text: string): string | undefined {
  const elder = view.elders.find((e) => text.startsWith(elderDef(e.elder).name));
  return elder ? `elder:${elder.elder}` : undefined;
}

/** "Karl fights a round with The Vampire (5 3 against 6 4): gains 1 Investigation, takes 2 Wounds." */
const ATTACK_ROUND = /^(.+) fights a round with (.+) \((.*) against (.*)\): (.*), takes (\d+) Wounds?\.$/;

/** The Villain's attack at a space, with the rounds it fought there: the dice are only in the log. */
function attackItem(lines: readonly LogLine[], at: number, villain: string, mine: string[]): RecapItem {
  const where = lines[at]!.text.slice(`${villain} attacks at `.length, -1);
  const rounds = lines
    .slice(at + 1)
    .map((l) => ATTACK_ROUND.exec(l.text))
    .filter((m): m is RegExpExecArray => m !== null && m[2] === villain);
  const yours = rounds.filter((m) => mine.includes(m[1]!));
  const text =
    yours.length === 0
      ? `${villain} attacked at ${where}${rounds.length === 0 ? ', where no Hero stood' : ''}.`
      : `${villain} attacked ${yours.map((m) => `${m[1]}: ${plural(Number(m[6]), 'Wound')} (rolled ${m[3]} against ${m[4]})`).join('; ')} at ${where}.`;
  return { text, place: spacePlace(where), tone: yours.length > 0 ? 'bad' : 'neutral' };
}

function logItems(view: TouchView, lines: readonly LogLine[], mine: string[]): RecapItem[] {
  const villain = villainDef(view.villain.villain).name;
  const items: RecapItem[] = [];
  lines.forEach((line, i) => {
    const text = line.text;
    if (text.startsWith('Mystery: '))
      items.push({ text: `Mystery card drawn: ${text.slice(9)}`, place: 'deck:mystery' });
    else if (text.startsWith(`${villain} attacks at `)) items.push(attackItem(lines, i, villain, mine));
    else if (/ appear in (.+)\.$/.test(text))
      items.push({ text, place: spacePlace(/ appear in (.+)\.$/.exec(text)![1]!), tone: 'bad' });
    else if (/ is killed\b| is an Evil Elder /.test(text))
      items.push({ text, place: elderPlace(view, text), tone: 'bad' });
  });
  return items;
}

function trackItem(before: TouchView, after: TouchView): RecapItem[] {
  if (before.track === after.track) return [];
  const closer = after.track < before.track;
  return [
    {
      text: `The Shadow Track moved from ${before.track} to ${after.track}, ${closer ? 'closer to' : 'away from'} Darkness.`,
      place: 'track:shadow',
      tone: closer ? 'bad' : 'good',
    },
  ];
}

function heroItems(before: TouchView, after: TouchView, seat: Seat): RecapItem[] {
  const items: RecapItem[] = [];
  after.heroes.forEach((hero, i) => {
    const was = before.heroes[i];
    if (hero.seat !== seat || !was) return;
    const name = heroDef(hero.hero).name;
    const place = `hero:${hero.hero}`;
    if (hero.ko && !was.ko) items.push({ text: `${name} was KO'd.`, place, tone: 'bad' });
    const wounds = hero.wounds - was.wounds;
    if (wounds > 0)
      items.push({ text: `${name} took ${plural(wounds, 'Wound')} (${hero.wounds} now).`, place, tone: 'bad' });
    if (wounds < 0)
      items.push({ text: `${name} healed ${plural(-wounds, 'Wound')} (${hero.wounds} now).`, place, tone: 'good' });
    const clues = hero.investigation - was.investigation;
    if (clues !== 0)
      items.push({
        text: `${name} ${clues > 0 ? 'gained' : 'lost'} ${Math.abs(clues)} Investigation (${hero.investigation} now).`,
        place,
        tone: clues > 0 ? 'good' : 'bad',
      });
  });
  return items;
}

export function touchRecap(before: TouchView, after: TouchView, seat: Seat): RecapItem[] {
  const lines = linesSince(before, after);
  const start = newsStart(lines, seat);
  if (start === -1) return [];
  const mine = after.heroes.filter((h) => h.seat === seat).map((h) => heroDef(h.hero).name);
  return [...logItems(after, lines.slice(start), mine), ...trackItem(before, after), ...heroItems(before, after, seat)];
}
