// Text for the HTML shells of our webview pages (the asset page and the overview). Page content is set as text
// nodes by the page scripts; only the shell's few attributes and title are written as HTML, through this.

/** Text for HTML: `&`, `<`, `>`, and both quotes escaped, so it is safe in content and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
