/**
 * Text for HTML or XML content and attribute values: the e-mails, the test
 * gateway's pages and the SVG the build tools write.
 * @example escapeHtml('<b>"Ana"</b>') // '&lt;b&gt;&quot;Ana&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
