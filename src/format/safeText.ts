// The one function per UI surface that makes untrusted text (from the service, a setting, a workspace file or
// a webview) safe for it: tree items and webview text (safeLabel, safeTooltip), tab titles (safeTabTitle), quick picks
// and the status bar (safeIconLabel), notifications (safeNotificationText), other editors' plain-text hovers
// (safePlainText), the editor's agent (safeAgentText). Every surface strips hidden characters
// (bidi controls and default-ignorable characters that make text read differently from what it is) and control
// characters, and clips; then each neutralises what its surface would interpret: theme icons `$(name)` in quick picks
// and the status bar, links `[label](command:…)` in notifications. Markdown has its own: escapeMarkdown in ./markdown.

// Every bidi control (U+061C, LRM/RLM, embeddings, overrides, isolates) and every default-ignorable code point
// (zero-width characters, U+00AD soft hyphen, U+034F, U+180E, U+2060–U+206F, Hangul fillers, variation selectors,
// tag characters, U+FEFF…): characters that draw nothing, or reorder what is drawn, so text reads otherwise than it is.
// Emoji joined by U+200D fall apart into their parts: a small price for text that is what it shows.
const HIDDEN = /[\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/gu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** Hidden and bidi characters removed; controls and line breaks become one space. Clips before any pattern runs. */
export function stripHidden(text: string, max = 10_000): string {
  return removeHidden(clipRaw(text, max * 2)).replace(CONTROL, ' ');
}

/** Only the hidden and bidi characters removed: for text whose line breaks matter (descriptions). */
export function removeHidden(text: string): string {
  return text.replace(HIDDEN, '');
}

/** Tree item labels, descriptions and plain tooltips, webview text: one line of visible text. */
export function safeLabel(text: string, max = 200): string {
  return clip(stripHidden(text, max).replace(/\s+/g, ' ').trim(), max);
}

/** Editor tab titles (which the window title repeats): a short label. */
export function safeTabTitle(text: string, max = 40): string {
  return safeLabel(text, max) || '…';
}

/** Multi-line plain tooltips: each line as a label, line breaks kept. */
export function safeTooltip(text: string, max = 2000): string {
  return clip(clipRaw(text, max * 2).split('\n').map((line) => safeLabel(line, max)).join('\n'), max);
}

/** Quick pick items and status bar text, which draw `$(name)` as an icon: the icon syntax is escaped. */
export function safeIconLabel(text: string, max = 200): string {
  return escapeIcons(safeLabel(text, max));
}

/**
 * Notifications draw `[label](command:…)` and `[label](https:…)` as clickable links: no bracket of untrusted
 * text reaches one, so it can form no link. Prefer a fixed sentence with the detail in the log.
 */
export function safeNotificationText(text: string, max = 300): string {
  return escapeIcons(safeLabel(text, max).replace(/[[\]]/g, ''));
}

/**
 * Plain text for other editors (an LSP client that declares no markdown hovers), often shown in a terminal: one line
 * of visible text with no escape sequence left to drive the terminal (ESC, CSI and every other control character go)
 * and nothing hidden or reordered. Nothing else needs neutralising: such a client interprets no markup.
 */
export function safePlainText(text: string, max = 200): string {
  return safeLabel(text, max);
}

/**
 * The editor's agent's answers (language-model tools, MCP): one line of visible text, clipped short, so what the service
 * names (a token, a label) is data in a line of the answer and never a paragraph of instructions to the model; and no
 * bracket, so no text of the service forms a markdown link where a chat shows what the model repeats of it.
 */
export function safeAgentText(text: string, max = 80): string {
  return safeLabel(text, max).replace(/[[\]]/g, '');
}

/** `$(name)` → `\$(name)`, which VS Code draws as the literal text. */
export function escapeIcons(text: string): string {
  return text.replace(/\$\(/g, '\\$(');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A cheap first cut so no pattern ever runs over a huge string. */
function clipRaw(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

// Scripts with letters that pass for Latin ones ("С" Cyrillic, "Α" Greek…): a name mixing two is a likely spoof.
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];

/** Whether a name or symbol mixes letters of look-alike scripts, like a Cyrillic "С" in "USDС". */
export function mixesScripts(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return false; // all ASCII, the usual case: one alphabet at most
  let found = -1;
  for (const char of clipRaw(text, 400)) {
    const script = LOOK_ALIKE_SCRIPTS.findIndex((pattern) => pattern.test(char));
    if (script < 0) continue;
    if (found >= 0 && script !== found) return true;
    found = script;
  }
  return false;
}

export const MIXED_SCRIPTS_WARNING = 'Its name or symbol mixes letters of different alphabets, a common trick of look-alike tokens.';
