/** Set on the VS Code server by `npm start -- --live`; the extension host inherits it. */
export const DEV_API_KEY_ENV = 'WALLETSCOPE_DEV_API_KEY';
