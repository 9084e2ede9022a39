/**
 * Which spots on the table a move changed: each `data-place` element's look (its text and the
 * attributes that draw it) before the new view is drawn, against after. A place that changed or
 * appeared is news; one that went away has nothing left to mark. The tables need not say what a
 * move touched: whatever they draw under a place is compared.
 */
export type PlaceLooks = ReadonlyMap<string, string>;

export function changedPlaces(before: PlaceLooks, after: PlaceLooks): string[] {
  return [...after].filter(([place, look]) => before.get(place) !== look).map(([place]) => place);
}

/** Attributes that carry state the player sees, beside the text: classes, positions, values. */
const DRAWN = ['class', 'transform', 'x', 'y', 'cx', 'cy', 'data-value', 'data-status', 'aria-pressed'];

function lookOf(element: Element): string {
  const parts = [element.textContent ?? ''];
  for (const node of [element, ...element.querySelectorAll('*')])
    for (const name of DRAWN) {
      const value = name === 'class' ? stableClass(node) : node.getAttribute(name);
      if (value) parts.push(value);
    }
  return parts.join('|');
}

/** Classes that come and go by themselves (a transition under way, a pulse) are not the position. */
function stableClass(node: Element): string {
  return [...node.classList].filter((c) => !c.startsWith('motion-')).join(' ');
}

/** The look of every place under `root` (the first element of a place stands for it). */
export function placeLooks(root: ParentNode): Map<string, string> {
  const looks = new Map<string, string>();
  for (const element of root.querySelectorAll('[data-place]')) {
    const place = element.getAttribute('data-place')!;
    if (!looks.has(place)) looks.set(place, lookOf(element));
  }
  return looks;
}
