/**
 * Calls `fill` on each element of the prerendered page that matches `selector`, as the parser adds
 * it: before it paints (an observer's callback runs before the browser renders). `fill` answers
 * false when the element is not ready yet (a select whose options are still to come): it is
 * offered again with the next parsed piece. Stops once the page is parsed.
 */
export function fillAsParsed<E extends Element>(
  doc: Document,
  selector: string,
  fill: (element: E) => boolean,
): void {
  const filled = new Set<E>()
  const parsing = new MutationObserver(() => {
    for (const element of doc.querySelectorAll<E>(selector)) {
      if (!filled.has(element) && fill(element)) filled.add(element)
    }
  })
  parsing.observe(doc, { childList: true, subtree: true })
  doc.addEventListener('DOMContentLoaded', () => parsing.disconnect(), { once: true })
}
