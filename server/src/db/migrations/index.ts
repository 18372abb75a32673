import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127013000_presence } from './Migration20261127013000_presence.js';
import { Migration20261126213749_test_results } from './Migration20261126213749_test_results.js';
import { Migration20261126220143_comments_approvals } from './Migration20261126220143_comments_approvals.js';
import { Migration20261126214530_teams } from './Migration20261126214530_teams.js';
import { Migration20261126181648_run_notices } from './Migration20261126181648_run_notices.js';
import { Migration20261126174000_version_base_note } from './Migration20261126174000_version_base_note.js';
import { Migration20261126152543_two_factor } from './Migration20261126152543_two_factor.js';
import { Migration20261126141231_admin_audit_caller } from './Migration20261126141231_admin_audit_caller.js';
import { Migration20261125225655_byo_model } from './Migration20261125225655_byo_model.js';
import { Migration20261125202349_personal_access_tokens } from './Migration20261125202349_personal_access_tokens.js';
import { Migration20261125200631_quality_score } from './Migration20261125200631_quality_score.js';
import { Migration20261125193429_brief_versions } from './Migration20261125193429_brief_versions.js';
import { Migration20261125193717_living_spec } from './Migration20261125193717_living_spec.js';
import { Migration20261125090000_spec_graph } from './Migration20261125090000_spec_graph.js';
import { Migration20261123142509_admin } from './Migration20261123142509_admin.js';
import { Migration20261122030320_document_version_source } from './Migration20261122030320_document_version_source.js';
import { Migration20261122022334_document_brief_hash } from './Migration20261122022334_document_brief_hash.js';
import { Migration20261122021745_documents } from './Migration20261122021745_documents.js';
import { Migration20261122013732_projects_notifications } from './Migration20261122013732_projects_notifications.js';
import { Migration20261122011354_rate_limit } from './Migration20261122011354_rate_limit.js';
import { Migration20261122010653_accounts } from './Migration20261122010653_accounts.js';
import { Migration20261122004345_initial } from './Migration20261122004345_initial.js';

/**
 * Migrations are listed here explicitly so the same list works from TypeScript (tsx, tests)
 * and from the compiled build. `pnpm --filter @specforge/server migration:create` appends to it.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122004345_initial', class: Migration20261122004345_initial },
  { name: 'Migration20261122010653_accounts', class: Migration20261122010653_accounts },
  { name: 'Migration20261122011354_rate_limit', class: Migration20261122011354_rate_limit },
  { name: 'Migration20261122013732_projects_notifications', class: Migration20261122013732_projects_notifications },
  { name: 'Migration20261122021745_documents', class: Migration20261122021745_documents },
  { name: 'Migration20261122022334_document_brief_hash', class: Migration20261122022334_document_brief_hash },
  { name: 'Migration20261122030320_document_version_source', class: Migration20261122030320_document_version_source },
  { name: 'Migration20261123142509_admin', class: Migration20261123142509_admin },
  { name: 'Migration20261125090000_spec_graph', class: Migration20261125090000_spec_graph },
  { name: 'Migration20261125193429_brief_versions', class: Migration20261125193429_brief_versions },
  { name: 'Migration20261125193717_living_spec', class: Migration20261125193717_living_spec },
  { name: 'Migration20261125200631_quality_score', class: Migration20261125200631_quality_score },
  { name: 'Migration20261125202349_personal_access_tokens', class: Migration20261125202349_personal_access_tokens },
  { name: 'Migration20261125225655_byo_model', class: Migration20261125225655_byo_model },
  { name: 'Migration20261126141231_admin_audit_caller', class: Migration20261126141231_admin_audit_caller },
  { name: 'Migration20261126152543_two_factor', class: Migration20261126152543_two_factor },
  { name: 'Migration20261126174000_version_base_note', class: Migration20261126174000_version_base_note },
  { name: 'Migration20261126181648_run_notices', class: Migration20261126181648_run_notices },
  { name: 'Migration20261126213749_test_results', class: Migration20261126213749_test_results },
  { name: 'Migration20261126214530_teams', class: Migration20261126214530_teams },
  { name: 'Migration20261126220143_comments_approvals', class: Migration20261126220143_comments_approvals },
  { name: 'Migration20261127013000_presence', class: Migration20261127013000_presence },
];
