import { BriefVersion } from '../modules/brief/brief-version.entity.js';
import { AdminAuditEntry } from '../modules/admin/admin-audit.entity.js';
import { ActivityEvent } from '../modules/activity/activity-event.entity.js';
import { Document, DocumentVersion } from '../modules/documents/document.entity.js';
import { EmailToken } from '../modules/auth/email-token.entity.js';
import { Identity } from '../modules/users/identity.entity.js';
import { RateLimitEntry } from '../modules/auth/rate-limit.entity.js';
import { RefreshToken, Session } from '../modules/auth/session.entity.js';
import { TwoFactorChallenge, TwoFactorRecoveryCode, UserTwoFactor } from '../modules/auth/two-factor/two-factor.entity.js';
import { MailMessage } from '../modules/mail/mail-message.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { ProjectMember } from '../modules/projects/project-member.entity.js';
import { ProjectPresence } from '../modules/presence/presence.entity.js';
import { ShareLink } from '../modules/teams/share-link.entity.js';
import { Comment } from '../modules/teams/comment.entity.js';
import { DocumentApproval } from '../modules/teams/approval.entity.js';
import { SpecBasisRow, SpecItemRow, SpecLinkRow } from '../modules/spec/spec.entity.js';
import { SpecPatch } from '../modules/changes/spec-patch.entity.js';
import { QualityScore } from '../modules/quality/quality-score.entity.js';
import { TestResult, TestRun } from '../modules/evidence/evidence.entity.js';
import { SystemSetting } from '../modules/system/system.entity.js';
import { UserAvatar } from '../modules/users/user-avatar.entity.js';
import { User } from '../modules/users/user.entity.js';
import { ModelConnection } from '../modules/models/model-connection.entity.js';
import { PersonalAccessToken } from '../modules/tokens/token.entity.js';
import { WizardResponse } from '../modules/wizard/wizard-response.entity.js';

/** Every entity of the application, registered explicitly (no folder scanning). */
export const entities = [
  SystemSetting,
  User,
  Identity,
  Session,
  RefreshToken,
  EmailToken,
  UserTwoFactor,
  TwoFactorRecoveryCode,
  TwoFactorChallenge,
  MailMessage,
  RateLimitEntry,
  UserAvatar,
  PersonalAccessToken,
  ModelConnection,
  Project,
  WizardResponse,
  BriefVersion,
  ActivityEvent,
  Notification,
  Document,
  DocumentVersion,
  AdminAuditEntry,
  SpecItemRow,
  SpecLinkRow,
  SpecBasisRow,
  SpecPatch,
  QualityScore,
  TestRun,
  TestResult,
  ProjectMember,
  ProjectPresence,
  ShareLink,
  Comment,
  DocumentApproval,
];
