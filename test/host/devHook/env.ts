/** Set on the VS Code server by `npm start -- --live`; the extension host inherits it. */
export const DEV_API_KEY_ENV = 'WALLETSCOPE_DEV_API_KEY';

/** What the dev hook's sentinel command shows if a link from the service ever runs it (hostile UI tests look for it). */
export const SENTINEL_NOTICE = 'SENTINEL RAN: a link from the service ran a command';
