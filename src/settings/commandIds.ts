// The settings commands' ids, apart from their handlers (which load on first use from dist/commands-feature.js).

export const SET_API_KEY = 'walletscope.setApiKey';
export const CLEAR_API_KEY = 'walletscope.clearApiKey';
export const CHECK_CONNECTION = 'walletscope.checkConnection';
export const SHOW_LOG = 'walletscope.showLog';
