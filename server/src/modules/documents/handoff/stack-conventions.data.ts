/**
 * What a coding agent needs to know about each stack Specforge can choose or a user can name:
 * language, test tools, the everyday commands and the code style. Reviewed data, one entry per
 * toolchain, matched against a stack decision's choice (first match wins, so the more specific
 * entries come first). The plan's Technical Context and AGENTS.md read it; nothing else is
 * hard-coded in the exports.
 */
export interface Toolchain {
  /** Case-insensitive pattern over a decision's choice ("Node.js with TypeScript (Fastify) …"). */
  match: string;
  language: string;
  testing: string;
  commands: { setup: string; dev: string; test: string; lint: string; format: string };
  style: string;
  /**
   * Where the test of one acceptance criterion goes, inside the part's folder: `{module}` is the
   * story's module (kebab-case), `{module_snake}` the same in snake_case, `{ac}` the criterion as
   * `ac-1-2`, `{ac_snake}` as `ac_1_2`, `{AcPascal}` as `Ac1_2`.
   */
  testFile: string;
}

const npm = { setup: 'npm install', dev: 'npm run dev', test: 'npm test', lint: 'npm run lint', format: 'npx prettier --write .' };
const tsStyle = 'TypeScript in strict mode, no `any`; Prettier formats, ESLint has no warnings; named exports, one module per feature.';

export const toolchains: readonly Toolchain[] = [
  {
    match: 'react native|expo',
    language: 'TypeScript 5 (React Native with Expo)',
    testing: 'Jest (jest-expo) with React Native Testing Library',
    commands: { setup: 'npm install', dev: 'npx expo start', test: 'npx jest', lint: 'npx expo lint', format: 'npx prettier --write .' },
    style: tsStyle,
    testFile: 'tests/{module}/{ac}.test.tsx',
  },
  {
    match: 'flutter',
    language: 'Dart 3 (Flutter)',
    testing: 'flutter_test (widget and unit tests)',
    commands: { setup: 'flutter pub get', dev: 'flutter run', test: 'flutter test', lint: 'flutter analyze', format: 'dart format .' },
    style: 'Effective Dart; `flutter analyze` clean; widgets small and stateless where they can be.',
    testFile: 'test/{module_snake}/{ac_snake}_test.dart',
  },
  {
    match: 'swift',
    language: 'Swift 6 (SwiftUI)',
    testing: 'XCTest and Swift Testing',
    commands: {
      setup: 'xcodebuild -resolvePackageDependencies',
      dev: 'xcodebuild -scheme App build',
      test: "xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 16'",
      lint: 'swiftlint',
      format: 'swift-format format --in-place --recursive .',
    },
    style: 'Swift API Design Guidelines; SwiftLint clean; views small, state in observable models.',
    testFile: 'Tests/{AcPascal}Tests.swift',
  },
  {
    match: 'kotlin',
    language: 'Kotlin 2 (Jetpack Compose)',
    testing: 'JUnit with Compose UI tests',
    commands: { setup: './gradlew assembleDebug', dev: './gradlew installDebug', test: './gradlew test', lint: './gradlew lint', format: './gradlew ktlintFormat' },
    style: 'Kotlin coding conventions; ktlint and Android lint clean; state hoisted out of composables.',
    testFile: 'src/test/kotlin/{module_snake}/{AcPascal}Test.kt',
  },
  {
    match: 'tauri',
    language: 'TypeScript 5 and Rust (Tauri 2)',
    testing: 'Vitest for the UI, cargo test for the Rust side',
    commands: {
      setup: 'npm install',
      dev: 'npm run tauri dev',
      test: 'npm test && cargo test --manifest-path src-tauri/Cargo.toml',
      lint: 'npm run lint && cargo clippy --manifest-path src-tauri/Cargo.toml',
      format: 'npx prettier --write . && cargo fmt --manifest-path src-tauri/Cargo.toml',
    },
    style: `${tsStyle} Rust formatted by rustfmt, Clippy clean.`,
    testFile: 'tests/{module}/{ac}.test.ts',
  },
  {
    match: 'next\\.?js',
    language: 'TypeScript 5 (Next.js)',
    testing: 'Vitest with Testing Library; Playwright for journeys',
    commands: npm,
    style: tsStyle,
    testFile: 'tests/{module}/{ac}.test.ts',
  },
  {
    match: 'angular',
    language: 'TypeScript 5 (Angular)',
    testing: 'Angular test runner (ng test)',
    commands: { setup: 'npm install', dev: 'npx ng serve', test: 'npx ng test', lint: 'npx ng lint', format: 'npx prettier --write .' },
    style: tsStyle,
    testFile: 'src/app/{module}/{ac}.spec.ts',
  },
  {
    match: 'react|vue|svelte|vite',
    language: 'TypeScript 5 (Vite)',
    testing: 'Vitest with Testing Library; Playwright for journeys',
    commands: npm,
    style: tsStyle,
    testFile: 'tests/{module}/{ac}.test.tsx',
  },
  {
    match: 'supabase',
    language: 'TypeScript 5 (Supabase edge functions on Deno) and SQL',
    testing: 'Deno test for functions, pgTAP (supabase test db) for the database',
    commands: { setup: 'npx supabase start', dev: 'npx supabase functions serve', test: 'npx supabase test db && deno test supabase/functions', lint: 'deno lint supabase/functions', format: 'deno fmt supabase/functions' },
    style: `${tsStyle} Every table has row-level security.`,
    testFile: 'supabase/tests/{module_snake}_{ac_snake}.test.sql',
  },
  {
    match: 'node|express|fastify|nest',
    language: 'TypeScript 5 on Node.js 22 LTS',
    testing: 'Vitest with supertest against a real test database',
    commands: npm,
    style: tsStyle,
    testFile: 'tests/{module}/{ac}.test.ts',
  },
  {
    match: 'django',
    language: 'Python 3.12 (Django)',
    testing: 'pytest with pytest-django',
    commands: { setup: 'python -m venv .venv && . .venv/bin/activate && pip install -r requirements.txt', dev: 'python manage.py runserver', test: 'pytest', lint: 'ruff check .', format: 'ruff format .' },
    style: 'PEP 8 through Ruff; type hints on public functions; one Django app per feature.',
    testFile: 'tests/{module_snake}/test_{ac_snake}.py',
  },
  {
    match: 'fastapi|flask|python',
    language: 'Python 3.12',
    testing: 'pytest',
    commands: { setup: 'python -m venv .venv && . .venv/bin/activate && pip install -r requirements.txt', dev: 'uvicorn app.main:app --reload', test: 'pytest', lint: 'ruff check .', format: 'ruff format .' },
    style: 'PEP 8 through Ruff; type hints on public functions, checked by mypy.',
    testFile: 'tests/{module_snake}/test_{ac_snake}.py',
  },
  {
    match: 'rails|ruby',
    language: 'Ruby 3.3 (Rails)',
    testing: 'Minitest (bin/rails test) with system tests',
    commands: { setup: 'bundle install && bin/rails db:prepare', dev: 'bin/rails server', test: 'bin/rails test', lint: 'bundle exec rubocop', format: 'bundle exec rubocop -a' },
    style: 'The Rails conventions; RuboCop clean.',
    testFile: 'test/{module_snake}/{ac_snake}_test.rb',
  },
  {
    match: 'laravel|php',
    language: 'PHP 8.3 (Laravel)',
    testing: 'PHPUnit through php artisan test',
    commands: { setup: 'composer install && php artisan migrate', dev: 'php artisan serve', test: 'php artisan test', lint: './vendor/bin/pint --test', format: './vendor/bin/pint' },
    style: 'PSR-12 through Laravel Pint.',
    testFile: 'tests/Feature/{AcPascal}Test.php',
  },
  {
    match: 'spring|java',
    language: 'Java 21 (Spring Boot)',
    testing: 'JUnit 5 with Testcontainers',
    commands: { setup: './gradlew build -x test', dev: './gradlew bootRun', test: './gradlew test', lint: './gradlew check', format: './gradlew spotlessApply' },
    style: 'Google Java style through Spotless.',
    testFile: 'src/test/java/{module_snake}/{AcPascal}Test.java',
  },
  {
    match: '\\.net|c#',
    language: 'C# 12 (.NET 8)',
    testing: 'xUnit',
    commands: { setup: 'dotnet restore', dev: 'dotnet run', test: 'dotnet test', lint: 'dotnet format --verify-no-changes', format: 'dotnet format' },
    style: 'The .NET coding conventions, enforced by dotnet format and the analyzers.',
    testFile: 'tests/{AcPascal}Tests.cs',
  },
  {
    match: '\\bgo\\b|golang',
    language: 'Go 1.23',
    testing: 'go test',
    commands: { setup: 'go mod download', dev: 'go run ./cmd/server', test: 'go test ./...', lint: 'go vet ./...', format: 'gofmt -w .' },
    style: 'Effective Go; gofmt and go vet clean; errors wrapped with context.',
    testFile: 'internal/{module_snake}/{ac_snake}_test.go',
  },
  {
    match: 'rust',
    language: 'Rust (stable)',
    testing: 'cargo test',
    commands: { setup: 'cargo build', dev: 'cargo run', test: 'cargo test', lint: 'cargo clippy -- -D warnings', format: 'cargo fmt' },
    style: 'rustfmt formats; Clippy has no warnings.',
    testFile: 'tests/{module_snake}_{ac_snake}.rs',
  },
];

/**
 * Where a task that belongs to no user story does its work, by what the task is (matched on its
 * title, then its role). `{backend}`, `{web}`, `{mobile}` and `{client}` are the plan's folders.
 */
export const taskPaths: readonly { match?: string; role?: string; path: string }[] = [
  { match: 'repository|\\bCI\\b|pipeline', path: '.github/workflows/ci.yml' },
  { match: 'data model|migration|schema', path: '{backend}/src/db/' },
  { match: 'app shell.*\\b(iOS|Android|mobile)\\b', path: '{mobile}/src/app/' },
  { match: 'app shell|design system', path: '{web}/src/app/' },
  { match: 'accounts|sign-in|sign in|auth', path: '{backend}/src/modules/accounts/' },
  { match: 'usability', path: 'docs/usability/' },
  { match: 'analytics|metrics', path: '{backend}/src/modules/analytics/' },
  { match: 'performance|load test', path: '{backend}/tests/load/' },
  { match: 'security|privacy', path: 'docs/security-review.md' },
  { match: 'accessibility', path: '{client}/tests/accessibility/' },
  { match: 'launch|go-live|beta', path: 'docs/launch-checklist.md' },
  { role: 'integration', path: '{backend}/src/integrations/' },
  { role: 'verification', path: '{backend}/tests/' },
  { role: 'setup', path: '{backend}/src/' },
];
