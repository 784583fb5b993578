/**
 * An id as a guest's link carries it in its last path segment, less what a
 * link copied out of a text picks up after it: a sentence's full stop or
 * comma, a closing bracket or quote, spaces ('…/reservations/abc.' was
 * "not found"). No id of the product ends in any of these: public ids are
 * base64url, registrations and offers UUIDs, booking codes letters, digits
 * and dashes.
 * @example linkId('slDMNocHFrLWMqegAu33Bw.') // 'slDMNocHFrLWMqegAu33Bw'
 * @example linkId('VA-PHE535WRWN) ') // 'VA-PHE535WRWN'
 */
export const linkId = (value: string): string => value.replace(/[\s.,;:!?)\]}>'"’”»]+$/u, '');
