import js from '@eslint/js';
import globals from 'globals';
import vue from 'eslint-plugin-vue';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

const PURE = ['src/engine/**/*.ts', 'src/games/**/*.ts', 'src/ai/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      // Builds made into their own folders (`electron-vite build --outDir .build/<name>/out`), as .gitignore says.
      '.build/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'src/renderer/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { boardwright: { rules: { layers } } },
    rules: {
      'boardwright/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
    },
  },
  {
    // One concept per file: a source file of more than 400 lines is split. Every
    // line counts (blank and comment lines too), as a reader scrolls them all.
    files: ['src/**/*.{ts,vue}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Engines, games and AI are deterministic: randomness only from the seeded PRNG,
    // time only when a caller hands it in.
    files: PURE,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src/engine/rng.ts.' },
        { object: 'Date', property: 'now', message: 'Engines are pure: take time as an argument.' },
        { object: 'performance', property: 'now', message: 'Engines are pure: take time as an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Engines are pure: take time as an argument.' },
      ],
    },
  },
);
