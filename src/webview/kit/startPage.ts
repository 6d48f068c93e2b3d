// How every page script runs, once its own parts are defined: its saved state read back (checked), the message loop
// (each message checked: one the page refuses clears what the page shows if it claims to be one of the page's own, and
// is ignored otherwise), notices read out in the page's live region, clicks on [data-action] turned into messages, and
// the handshake: "ready" once the script listens, so the extension sends what the page shows (again after a reload).
import { claimsType, type PageProtocol } from '../../format/parsed';
import { vscode } from './vscodeApi';

/** How long a notice ("Copied …") stays. */
const NOTICE_MS = 4000;

type Message = { readonly type: string };
type Notice = { readonly type: 'notice'; readonly text: string };

export interface PageScript<ToPage extends Message, FromPage extends Message, Saved extends object> {
  /** The state kept with setState (what a reloaded window reopens the page with) when none was saved, or what was saved does not fit. */
  readonly initial: (root: HTMLElement) => Saved;
  /** A message from the extension, checked (notices are the kit's to show). */
  readonly receive: (message: Exclude<ToPage, Notice>) => void;
  /** The extension sent one of the page's messages that the page refused: none of what the page shows may stay. */
  readonly refused: () => void;
  /**
   * A click on an element with data-action, by its data-* attributes: the message it asks for, if any. Refresh
   * ("refresh") and links ("open", with data-url, which the extension opens only if http(s)) are every page's.
   */
  readonly action?: (action: string, data: DOMStringMap) => FromPage | undefined;
}

/** What a page script has of its page once started. */
export interface Page<FromPage extends Message, Saved extends object> {
  /** The page's main element (#root), which its first paint filled. */
  readonly root: HTMLElement;
  readonly saved: Saved;
  /** Keeps these changes to the saved state (setState). */
  save(changes: Partial<Saved>): void;
  post(message: FromPage): void;
}

/** Starts the page with its protocol (every message is checked, and the saved state when read back) and its script. */
export function startPage<ToPage extends Message, FromPage extends Message, Saved extends object>(
  protocol: PageProtocol<ToPage, FromPage, Saved>, script: NoInfer<PageScript<ToPage, FromPage, Saved>>,
): Page<FromPage, Saved> {
  const root = document.getElementById('root') as HTMLElement;
  const notice = document.getElementById('notice');
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  const restored = protocol.parseSaved(vscode.getState());
  let saved = restored.ok ? restored.message : script.initial(root);
  const page: Page<FromPage, Saved> = {
    root,
    get saved() {
      return saved;
    },
    save(changes) {
      saved = { ...saved, ...changes };
      vscode.setState(saved);
    },
    post: (message) => vscode.postMessage(message),
  };
  const showNotice = (text: string) => {
    if (!notice) return;
    notice.textContent = text;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { notice.textContent = ''; }, NOTICE_MS);
  };

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const parsed = protocol.parseToPage(event.data);
    if (!parsed.ok) {
      if (!claimsType(event.data, protocol.toPageTypes)) return console.warn(`Walletscope: ignored a message (${parsed.reason})`);
      // What the page showed may be what the refused message was to replace (amounts being hidden): none of it stays.
      console.warn(`Walletscope: refused a message (${parsed.reason}); the page is cleared`);
      if (notice) notice.textContent = '';
      return script.refused();
    }
    const message: Message = parsed.message;
    if (isNotice(message)) return showNotice(message.text);
    script.receive(parsed.message as Exclude<ToPage, Notice>);
  });

  const action = script.action;
  if (action) {
    document.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
      if (!target) return;
      const { action: name = '', url } = target.dataset;
      const message = name === 'refresh' ? { type: 'refresh' } : name === 'open' ? (url ? { type: 'openLink', url } : undefined) : action(name, target.dataset);
      if (message) vscode.postMessage(message);
    });
  }

  // Saved at once, so a window reloaded before the first message still knows what this page shows.
  page.save({});
  // The handshake: the extension sends what the page shows only once this script listens.
  vscode.postMessage({ type: 'ready' });
  return page;
}

function isNotice(message: Message): message is Notice {
  return message.type === 'notice' && typeof (message as Partial<Notice>).text === 'string';
}
