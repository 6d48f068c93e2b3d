/** The Credit Usage page's view type: its serializer is registered at activation, its panel is in the lazy bundle. */
export const CREDITS_VIEW_TYPE = 'walletscope.credits';
