/**
 * A card sliding out of a hand (`<TransitionGroup name="motion-hand" @before-leave="quietLeave">`)
 * is only a picture of what was: it cannot be clicked, focused or read out, and it no longer
 * answers to the names the table's controls and tests find cards by, so nothing reaches it in the
 * moment it takes to leave.
 */
const NAMES = ['data-testid', 'data-action-key', 'data-choice-key', 'data-place', 'data-card-id', 'data-card'];

export function quietLeave(element: Element): void {
  element.setAttribute('inert', '');
  element.setAttribute('aria-hidden', 'true');
  for (const node of [element, ...element.querySelectorAll('*')]) for (const name of NAMES) node.removeAttribute(name);
}
