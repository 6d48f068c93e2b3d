// Typed access to Walletscope's settings; tells listeners which settings changed.
import * as vscode from 'vscode';
import { planOf, type Plan } from './api/credits/plans';
import type { RemoteImages } from './format/url';
import type { ApiVersion } from './api/transport/routes';
import { agentLimits, DEFAULT_AGENT_LIMITS, type AgentLimits } from './core/agent/money';
import { clamp, DEFAULT_MIN_LIQUIDITY_USD, explorerTemplates, liquidityFloor, remoteImagesOf, stringList } from './core/settings';

export const SECTION = 'walletscope';

export type SettingKey =
  | 'apiBaseUrl' | 'requestTimeoutMs' | 'cacheTtlSeconds' | 'wallets' | 'autoRefreshSeconds' | 'serviceCache'
  | 'serviceStaleSeconds' | 'smallBalanceThreshold' | 'hideSmallBalances' | 'ipfsGateway'
  | 'hover.enabled' | 'hover.excludedLanguages' | 'maxFileSizeKb' | 'explorers' | 'checksumDiagnostics' | 'inlineInfo' | 'remoteImages'
  | 'livePrices' | 'feedUrl' | 'spam' | 'privacy.hideAmounts' | 'privacy.maskAddresses' | 'groupBy' | 'pnl' | 'plan' | 'monthlyCredits'
  | 'statusBarTotal' | 'apiVersion' | 'alerts.enabled' | 'alerts.minUsd' | 'discover.minLiquidityUsd' | 'agent.dailyCredits' | 'agent.confirmAboveCredits';
const KEYS: readonly SettingKey[] = [
  'apiBaseUrl', 'requestTimeoutMs', 'cacheTtlSeconds', 'wallets', 'autoRefreshSeconds', 'serviceCache', 'serviceStaleSeconds',
  'smallBalanceThreshold', 'hideSmallBalances', 'ipfsGateway',
  'hover.enabled', 'hover.excludedLanguages', 'maxFileSizeKb', 'explorers', 'checksumDiagnostics', 'inlineInfo', 'remoteImages',
  'livePrices', 'feedUrl', 'spam', 'privacy.hideAmounts', 'privacy.maskAddresses', 'groupBy', 'pnl', 'plan', 'monthlyCredits', 'statusBarTotal',
  'apiVersion', 'alerts.enabled', 'alerts.minUsd', 'discover.minLiquidityUsd', 'agent.dailyCredits', 'agent.confirmAboveCredits',
];

export const DEFAULT_API_BASE_URL = 'https://api.mobula.io';

/**
 * Where requests, the API key, the price feed and links go, and which remote images load (a privacy setting): `window`
 * settings in the manifest, read by userLevelValue only:
 * a `machine` setting in the user settings of a remote window (code-server, SSH, Codespaces) is dropped by VS Code as
 * soon as it knows the scope, which on a first start is when the file is next written (Add Wallet), so requests went to
 * the default service from then on. A workspace's value is never taken: it would redirect requests and the key.
 */
export const USER_LEVEL_KEYS = ['apiBaseUrl', 'feedUrl', 'ipfsGateway', 'explorers', 'remoteImages'] as const satisfies readonly SettingKey[];
type UserLevelKey = (typeof USER_LEVEL_KEYS)[number];

/** The one reader of USER_LEVEL_KEYS: the user's value (the user settings, and the remote's in a remote window), else undefined. */
export function userLevelValue(key: UserLevelKey): unknown {
  const { section, userLevel } = thisTurn();
  if (!userLevel.has(key)) userLevel.set(key, section.inspect(key)?.globalValue);
  return userLevel.get(key);
}

let turn: { readonly section: vscode.WorkspaceConfiguration; readonly userLevel: Map<UserLevelKey, unknown> } | undefined;
let watching: vscode.Disposable | undefined;

/**
 * The settings as read once in this turn of the event loop: inspect() costs VS Code 1-3 ms in a fresh extension host,
 * and activation read the service's URL through it a dozen times. VS Code applies a change in a microtask and fires
 * onDidChangeConfiguration at once, so the memo is dropped by a listener registered at the first read (Config's
 * fields read first, before any other listener of ours), and at the end of the turn.
 */
function thisTurn(): NonNullable<typeof turn> {
  if (!turn) {
    watching ??= vscode.workspace.onDidChangeConfiguration(() => { turn = undefined; });
    turn = { section: vscode.workspace.getConfiguration(SECTION), userLevel: new Map() };
    queueMicrotask(() => { turn = undefined; });
  }
  return turn;
}

export class Config implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<readonly SettingKey[]>();
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;
  /**
   * What userLevelValue said last, so a workspace's value for these keys (ignored) changes nothing: the service's URL at
   * once (activation reads it anyway), the others just after activation, as each inspect() costs it about 0.3 ms. A
   * change to one of those heard before then counts as a change.
   */
  private readonly userLevel = new Map<SettingKey, string | undefined>([['apiBaseUrl', JSON.stringify(userLevelValue('apiBaseUrl'))]]);
  private readonly takeUserLevel = setTimeout(() => {
    for (const key of USER_LEVEL_KEYS) if (!this.userLevel.has(key)) this.userLevel.set(key, JSON.stringify(userLevelValue(key)));
  }, 0);

  constructor() {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      const keys = KEYS.filter((key) => e.affectsConfiguration(`${SECTION}.${key}`) && this.userLevelChanged(key));
      if (keys.length > 0) this.changed.fire(keys);
    });
  }

  get apiBaseUrl(): string {
    const value = userLevelValue('apiBaseUrl');
    return (typeof value === 'string' && value.trim()) || DEFAULT_API_BASE_URL;
  }

  /** Which generation of the service's paths to use: auto (current first, v1 as fallback), or only one. */
  get apiVersion(): ApiVersion {
    const value = this.read<unknown>('apiVersion', 'auto');
    return value === '1' || value === '2' ? value : 'auto';
  }

  get requestTimeoutMs(): number {
    return clamp(this.read('requestTimeoutMs', 10_000), 1_000, 120_000);
  }

  get cacheTtlSeconds(): number {
    return clamp(this.read('cacheTtlSeconds', 60), 0, 86_400);
  }

  /** Raw `walletscope.wallets`; parsed by the wallet list. */
  get wallets(): unknown {
    return thisTurn().section.get('wallets');
  }

  /** The service plan (application setting), with a custom plan's credits. */
  get plan(): Plan {
    return planOf(this.read('plan', 'free'), this.read('monthlyCredits', 10_000));
  }

  /** Whether the watched wallets' total shows in the status bar. */
  get statusBarTotal(): boolean {
    return this.read('statusBarTotal', true);
  }

  /** The shortest time between two background refreshes; 0 turns them off; anything else is at least 30 s. */
  get autoRefreshSeconds(): number {
    const value = this.read('autoRefreshSeconds', 300);
    return value <= 0 ? 0 : clamp(value, 30, 86_400);
  }

  get serviceCache(): boolean {
    return this.read('serviceCache', true);
  }

  get serviceStaleSeconds(): number {
    return clamp(this.read('serviceStaleSeconds', 300), 0, 86_400);
  }

  get smallBalanceThreshold(): number {
    return clamp(this.read('smallBalanceThreshold', 1), 0, 1e9);
  }

  get hideSmallBalances(): boolean {
    return this.read('hideSmallBalances', false);
  }

  get ipfsGateway(): string {
    const value = userLevelValue('ipfsGateway');
    return typeof value === 'string' && value.trim() ? value : 'https://ipfs.io/ipfs/';
  }

  get hoverEnabled(): boolean {
    return this.read('hover.enabled', true);
  }

  get hoverExcludedLanguages(): readonly string[] {
    return stringList(thisTurn().section.get<unknown>('hover.excludedLanguages'));
  }

  /** Hovers, diagnostics and inline notes skip documents larger than this. */
  get maxFileSizeBytes(): number {
    return clamp(this.read('maxFileSizeKb', 1024), 1, 100_000) * 1024;
  }

  /** User explorer URL templates per chain name, with `{address}`; only http(s) templates count. */
  get explorers(): Readonly<Record<string, string>> {
    return explorerTemplates(userLevelValue('explorers'));
  }

  get checksumDiagnostics(): boolean {
    return this.read('checksumDiagnostics', true);
  }

  /** Which remote logos load in hovers and on the asset page; each reveals the user's IP address to its host. */
  get remoteImages(): RemoteImages {
    const value = userLevelValue('remoteImages');
    return remoteImagesOf(typeof value === 'string' ? value : 'service');
  }

  /** Hide holdings that look like spam (the default), leaving them out of totals. */
  get hideSpam(): boolean {
    return this.read<string>('spam', 'hide') !== 'show';
  }

  /** Hide Amounts: every figure of the user's holdings masked (an application setting: no workspace can turn it off). */
  get hideAmounts(): boolean {
    return this.read('privacy.hideAmounts', false);
  }

  /** With amounts hidden, hide watched wallets' addresses too. */
  get maskAddresses(): boolean {
    return this.read('privacy.maskAddresses', false);
  }

  /** How a wallet's holdings are listed: one row per asset, or under one row per chain. */
  get groupBy(): 'asset' | 'chain' {
    return this.read<string>('groupBy', 'asset') === 'chain' ? 'chain' : 'asset';
  }

  /** Whether holding rows show profit and loss in their description (tooltips always do). */
  get pnlInRows(): boolean {
    return this.read<string>('pnl', 'show') !== 'hide';
  }

  /** Whether prices on screen follow the websocket feed. */
  get livePrices(): boolean {
    return this.read<string>('livePrices', 'auto') !== 'off';
  }

  /** `walletscope.feedUrl`, raw; see feedUrlFor. */
  get feedUrl(): string {
    const value = userLevelValue('feedUrl');
    return typeof value === 'string' ? value : '';
  }

  /** Notifications when a watched wallet moves. */
  get alerts(): boolean {
    return this.read('alerts.enabled', true);
  }

  /** The smallest change of one token, in USD, that is a move. */
  get alertsMinUsd(): number {
    return clamp(this.read('alerts.minUsd', 100), 0, 1e12);
  }

  /** Discover Tokens leaves out rows with less liquidity than this, in USD (and counts them). */
  get discoverMinLiquidityUsd(): number {
    return liquidityFloor(this.read<unknown>('discover.minLiquidityUsd', DEFAULT_MIN_LIQUIDITY_USD));
  }

  /** What the editor's agent may spend: a day's credits, and above what a call asks first. */
  get agentLimits(): AgentLimits {
    return agentLimits(this.read('agent.dailyCredits', DEFAULT_AGENT_LIMITS.dailyCredits), this.read('agent.confirmAboveCredits', DEFAULT_AGENT_LIMITS.confirmAboveCredits));
  }

  get inlineInfo(): boolean {
    return this.read('inlineInfo', false);
  }

  /** Writes a user setting (synced by Settings Sync). */
  update(key: SettingKey, value: unknown): Thenable<void> {
    return vscode.workspace.getConfiguration(SECTION).update(key, value, vscode.ConfigurationTarget.Global);
  }

  dispose(): void {
    clearTimeout(this.takeUserLevel);
    this.subscription.dispose();
    this.changed.dispose();
  }

  private userLevelChanged(key: SettingKey): boolean {
    if (!(USER_LEVEL_KEYS as readonly SettingKey[]).includes(key)) return true;
    const now = JSON.stringify(userLevelValue(key as UserLevelKey));
    const changed = !this.userLevel.has(key) || now !== this.userLevel.get(key);
    this.userLevel.set(key, now);
    return changed;
  }

  private read<T>(key: SettingKey, fallback: T): T {
    const value = thisTurn().section.get<T>(key);
    return typeof value === typeof fallback ? (value as T) : fallback;
  }
}
