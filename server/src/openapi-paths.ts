// Part of the composition root: each module's REST paths register themselves on the OpenAPI
// registry (core/openapi/registry.ts) when imported, and this list gathers the ones no route
// file imports already. app.ts imports it before the /api/docs router, so the document built
// on first request (core/openapi/document.ts) has them all, in this order.
import './modules/projects/project.openapi.js';
import './modules/wizard/wizard.openapi.js';
import './modules/brief/brief.openapi.js';
import './modules/activity/activity.openapi.js';
import './modules/documents/document.openapi.js';
import './modules/spec/spec.openapi.js';
import './modules/evidence/evidence.openapi.js';
import './modules/changes/changes.openapi.js';
import './modules/teams/teams.openapi.js';
import './modules/teams/collaboration.openapi.js';
import './modules/quality/quality.openapi.js';
import './modules/documents/document-edit.openapi.js';
import './modules/generation/generation-control.openapi.js';
import './modules/auth/auth.openapi.js';
import './modules/tokens/token.openapi.js';
import './modules/models/model-connection.openapi.js';
