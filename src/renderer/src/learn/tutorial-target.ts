/**
 * Points at a lesson step's element on the real table: marks it `data-tutorial-target`
 * (the ring the stylesheet draws, and what a test or a screen reader can find), keeps the
 * mark on it while the table re-renders, brings it into view once, and reports a click on
 * it for steps that end with one.
 */
const MARK = 'data-tutorial-target';

/** The element a step points at: its own selector, or the one carrying its expected move. */
export function targetSelector(step: { target?: string; expect?: string }): string | null {
  if (step.target) return step.target;
  if (step.expect) return `[data-action-key="${CSS.escape(step.expect)}"]`;
  return null;
}

/** The first element the selector finds that is on screen (a table may render a hidden copy). */
function findVisible(selector: string): HTMLElement | null {
  let found: NodeListOf<HTMLElement>;
  try {
    found = document.querySelectorAll<HTMLElement>(selector);
  } catch {
    return null; // a selector the browser cannot read points at nothing
  }
  for (const el of found) if (el.getClientRects().length > 0) return el;
  return null;
}

export interface TargetPointer {
  /** The element pointed at now, if it is on the page. */
  current(): HTMLElement | null;
  stop(): void;
}

export function pointAt(
  selector: string,
  onFound: (el: HTMLElement | null) => void,
  onClick?: () => void,
): TargetPointer {
  let marked: HTMLElement | null = null;
  let scrolled = false;
  const clicked = (): void => onClick?.();

  function unmark(): void {
    if (!marked) return;
    marked.removeAttribute(MARK);
    marked.removeEventListener('click', clicked);
    marked = null;
  }

  function refresh(): void {
    const el = findVisible(selector);
    if (el === marked) return;
    unmark();
    if (el) {
      el.setAttribute(MARK, '');
      if (onClick) el.addEventListener('click', clicked);
      if (!scrolled) {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        scrolled = true;
      }
    }
    marked = el;
    onFound(el);
  }

  const observer = new MutationObserver(refresh);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'class', 'hidden'],
  });
  refresh();
  return {
    current: () => marked,
    stop() {
      observer.disconnect();
      unmark();
    },
  };
}
