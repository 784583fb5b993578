/**
 * Whether focus can go back to an element: still in the page, not the page
 * itself, not disabled.
 * @example canTakeFocus(document.body) // false
 */
export function canTakeFocus(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element !== document.body && !element.matches(':disabled');
}
