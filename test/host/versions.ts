// The VS Code builds the tests run on: the engines.vscode floor and the newest server build that runs on Node 20
// (code-server 4.103+ needs Node 22). Each comes from the `code-server` npm package, which carries VS Code's server.
export interface VsCodeTarget {
  /** Short name used on the command line and in result file names. */
  readonly name: 'min' | 'latest';
  readonly codeServer: string;
  readonly vscode: string;
}

export const VSCODE_TARGETS: readonly VsCodeTarget[] = [
  { name: 'min', codeServer: '4.90.3', vscode: '1.90.2' },
  { name: 'latest', codeServer: '4.100.3', vscode: '1.100.3' },
];

/** Accepts "min", "latest", a VS Code version ("1.90") or a code-server version ("4.100.3"). */
export function findTarget(wanted: string): VsCodeTarget {
  const target = VSCODE_TARGETS.find(
    (t) => t.name === wanted || t.codeServer === wanted || t.vscode === wanted || t.vscode.startsWith(`${wanted}.`),
  );
  if (!target) {
    const known = VSCODE_TARGETS.map((t) => `${t.name} (VS Code ${t.vscode})`).join(', ');
    throw new Error(`Unknown VS Code target "${wanted}". Known: ${known}.`);
  }
  return target;
}
