import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noVscode = {
  'no-restricted-imports': ['error', {
    paths: [{ name: 'vscode', message: 'src/api, src/detect, src/format, src/core, src/language-server and model.ts files stay free of vscode: they are unit-tested in plain Node and run in the language server.' }],
  }],
};

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.cache/**', '.vscode-test/**', 'test-results/**', '*.vsix'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { performance: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', console: 'readonly', process: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // src/core holds what the VS Code hover and the language server share; src/language-server is the LSP host.
  { files: ['src/api/**', 'src/detect/**', 'src/format/**', 'src/core/**', 'src/language-server/**', 'src/**/model.ts'], rules: noVscode },
  // The page scripts and what they share with the extension run in the webview: no vscode there either. By name, not by
  // list: a feature's protocol, views, models, page HTML and quote helpers (test/unit/architecture.test.ts also follows
  // every import of a page script and fails on one that reaches vscode).
  { files: ['src/webview/**', 'src/*/{protocol,view,model,target,html,query}.ts', 'src/*/*{Protocol,View,Model}.ts', 'src/*/quote*.ts'], rules: noVscode },
  // One clock (src/core/clock.ts; a page's is the host's, src/webview/kit/hostClock.ts): the tests pin the calendar there,
  // and the unit tests' process runs on it (test/pinnedCalendar.ts). File times are the machine's (machineNowMs).
  {
    files: ['src/**', 'test/unit/**', 'test/lsp/**'], ignores: ['src/core/clock.ts', 'src/webview/kit/hostClock.ts'],
    rules: { 'no-restricted-syntax': ['error',
      { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Read the time from src/core/clock.ts (nowMs), the one clock a test can pin; a page from kit/hostClock.' },
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date(nowMs()): the one clock (src/core/clock.ts), which a test can pin.' },
    ] },
  },
  { files: ['test/**', 'bench/**', 'scripts/**', '*.mjs'], rules: { 'no-console': 'off' } },
  // The language server package's command is CommonJS, as the bundle it requires is (see the file).
  { files: ['language-server/bin/*.js'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
