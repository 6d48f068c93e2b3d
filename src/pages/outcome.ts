// What became of one message from a page, for the log and for the tests that post as the page would: the one shape
// every page's panel answers with.

/** `accepted` false when the message was malformed or refused; `detail` says what was done, or why not. */
export interface MessageOutcome {
  readonly accepted: boolean;
  readonly detail: string;
}

/** The test API's answer when no page is open for what it names. */
export const noPageFor = (what: string): MessageOutcome => ({ accepted: false, detail: `no page is open for ${what}` });
