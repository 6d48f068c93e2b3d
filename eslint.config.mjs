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
  // The asset page's script and what it shares with the extension run in the webview: no vscode there either.
  { files: ['src/webview/**', 'src/asset/protocol.ts', 'src/asset/view.ts', 'src/asset/pageView.ts', 'src/asset/html.ts', 'src/asset/loadingView.ts', 'src/asset/query.ts', 'src/asset/searchDebouncer.ts', 'src/asset/marketExtras.ts',
    'src/asset/poolsProtocol.ts', 'src/asset/poolsModel.ts', 'src/asset/pagePools.ts', 'src/pool/protocol.ts', 'src/pool/quoteModel.ts',
    'src/pool/tradesModel.ts', 'src/pool/target.ts', 'src/pool/html.ts'], rules: noVscode },
  { files: ['test/**', 'bench/**', 'scripts/**', '*.mjs'], rules: { 'no-console': 'off' } },
  // The language server package's command is CommonJS, as the bundle it requires is (see the file).
  { files: ['language-server/bin/*.js'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
