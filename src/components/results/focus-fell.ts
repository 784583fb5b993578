/**
 * Whether focus has fallen to the page: no element holds it, or the page
 * itself does (the control that held it is gone). The results then move
 * it to where the guest was working. (`ui/focus.ts` `canTakeFocus` asks the
 * same of any element; this one stays out of the script every page loads.)
 */
export const focusFell = (): boolean => document.activeElement === null || document.activeElement === document.body;
