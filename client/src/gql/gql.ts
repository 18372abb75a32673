/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation AdminSetUserDisabled($id: ID!, $disabled: Boolean!) {\n    adminSetUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabledAt\n    }\n  }\n": typeof types.AdminSetUserDisabledDocument,
    "\n  mutation AdminSetUserRole($id: ID!, $role: String!) {\n    adminSetUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.AdminSetUserRoleDocument,
    "\n  mutation AdminSendPasswordReset($id: ID!) {\n    adminSendPasswordReset(id: $id) {\n      message\n    }\n  }\n": typeof types.AdminSendPasswordResetDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      message\n    }\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  mutation AdminRetryJob($id: ID!) {\n    adminRetryJob(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminRetryJobDocument,
    "\n  mutation AdminCancelJob($id: ID!) {\n    adminCancelJob(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminCancelJobDocument,
    "\n  query AdminOverview($days: Int) {\n    adminOverview(days: $days) {\n      users\n      admins\n      disabledUsers\n      activeUsers7d\n      activeUsers30d\n      projects\n      documents\n      jobsByStatus {\n        status\n        count\n      }\n      signupsPerDay {\n        date\n        count\n      }\n      activeUsersPerDay {\n        date\n        count\n      }\n      activityPerDay {\n        date\n        count\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query AdminUsers($input: AdminListInput) {\n    adminUsers(input: $input) {\n      total\n      items {\n        id\n        email\n        name\n        role\n        disabledAt\n        lastActiveAt\n        lastSignInAt\n        createdAt\n        projectCount\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        id\n        email\n        name\n        role\n        disabledAt\n        emailConfirmedAt\n        lastSignInAt\n        lastActiveAt\n        createdAt\n        projectCount\n      }\n      projects {\n        id\n        name\n        status\n        documentCount\n        createdAt\n      }\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastRefreshedAt\n        expiresAt\n        revokedAt\n        revokedReason\n        active\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query AdminProjects($input: AdminListInput) {\n    adminProjects(input: $input) {\n      total\n      items {\n        id\n        name\n        status\n        ownerEmail\n        documentCount\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminProjectsDocument,
    "\n  query AdminProject($id: ID!) {\n    adminProject(id: $id) {\n      project {\n        id\n        name\n        description\n        status\n        ownerEmail\n        createdAt\n        updatedAt\n      }\n      keyFeatures\n      techStack\n      platforms\n      documents {\n        id\n        type\n        title\n        status\n        version\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminProjectDocument,
    "\n  query AdminJobs($input: AdminListInput) {\n    adminJobs(input: $input) {\n      total\n      items {\n        id\n        type\n        status\n        progress\n        error\n        projectName\n        ownerEmail\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminJobsDocument,
    "\n  query AdminActivity($input: AdminListInput) {\n    adminActivity(input: $input) {\n      total\n      items {\n        id\n        type\n        entityType\n        entityId\n        userEmail\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminActivityDocument,
    "\n  query AdminAudit($input: AdminListInput) {\n    adminAuditLog(input: $input) {\n      total\n      items {\n        id\n        actorEmail\n        action\n        targetType\n        targetId\n        details\n        credential\n        ip\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminAuditDocument,
    "\n  query DashboardProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        name\n        description\n        status\n        documentsReady\n        updatedAt\n      }\n    }\n  }\n": typeof types.DashboardProjectsDocument,
    "\n  query DashboardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n": typeof types.DashboardUsageDocument,
    "\n  fragment DocumentDetail on ProjectDocument {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n    content\n    structured\n  }\n": typeof types.DocumentDetailFragmentDoc,
    "\n  query DocumentPageProject($id: ID!) {\n    project(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DocumentPageProjectDocument,
    "\n  query ProjectDocumentIds($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ProjectDocumentIdsDocument,
    "\n  query Document($id: ID!) {\n    document(id: $id) {\n      ...DocumentDetail\n    }\n  }\n": typeof types.DocumentDocument,
    "\n  mutation SaveDocument($id: ID!, $content: String!, $baseVersion: Int!) {\n    updateDocumentContent(id: $id, content: $content, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n": typeof types.SaveDocumentDocument,
    "\n  query DocumentVersions($documentId: ID!) {\n    documentVersions(documentId: $documentId) {\n      version\n      source\n      generator\n      title\n      createdAt\n      createdByName\n      note\n    }\n  }\n": typeof types.DocumentVersionsDocument,
    "\n  query DocumentVersionContent($documentId: ID!, $version: Int!) {\n    documentVersion(documentId: $documentId, version: $version) {\n      version\n      content\n    }\n  }\n": typeof types.DocumentVersionContentDocument,
    "\n  mutation RestoreDocumentVersion($documentId: ID!, $version: Int!) {\n    restoreDocumentVersion(documentId: $documentId, version: $version) {\n      ...DocumentDetail\n    }\n  }\n": typeof types.RestoreDocumentVersionDocument,
    "\n  mutation RegenerateSection($documentId: ID!, $sectionId: String!) {\n    regenerateSection(documentId: $documentId, sectionId: $sectionId) {\n      sectionId\n      title\n      before\n      after\n      baseVersion\n      note\n    }\n  }\n": typeof types.RegenerateSectionDocument,
    "\n  mutation AcceptSection($documentId: ID!, $sectionId: String!, $after: String!, $baseVersion: Int!) {\n    acceptSection(documentId: $documentId, sectionId: $sectionId, after: $after, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n": typeof types.AcceptSectionDocument,
    "\n  mutation RegenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": typeof types.RegenerateAllDocumentsDocument,
    "\n  query DocumentReview($documentId: ID!) {\n    documentApprovals(documentId: $documentId) {\n      id\n      version\n      decision\n      note\n      userName\n    }\n  }\n": typeof types.DocumentReviewDocument,
    "\n  query TargetComments($projectId: ID!, $target: String!) {\n    comments(projectId: $projectId, target: $target) {\n      id\n      authorName\n      body\n      resolved\n      createdAt\n    }\n  }\n": typeof types.TargetCommentsDocument,
    "\n  mutation DecideDocumentApproval($documentId: ID!, $input: ApprovalInput!) {\n    decideDocumentApproval(documentId: $documentId, input: $input) {\n      id\n    }\n  }\n": typeof types.DecideDocumentApprovalDocument,
    "\n  mutation AddDocumentComment($projectId: ID!, $input: CommentInput!) {\n    addComment(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddDocumentCommentDocument,
    "\n  mutation SetTeamSize($projectId: ID!, $teamSize: Int!) {\n    setTeamSize(projectId: $projectId, teamSize: $teamSize) {\n      projectId\n      teamSize\n      message\n    }\n  }\n": typeof types.SetTeamSizeDocument,
    "\n  query TaskProgress($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"task\") {\n      projectId\n      items {\n        id\n        fields\n      }\n    }\n  }\n": typeof types.TaskProgressDocument,
    "\n  mutation UpdateTaskStatus($projectId: ID!, $taskId: String!, $status: String!, $overrideNote: String) {\n    updateTaskStatus(projectId: $projectId, taskId: $taskId, status: $status, overrideNote: $overrideNote) {\n      id\n      fields\n    }\n  }\n": typeof types.UpdateTaskStatusDocument,
    "\n  mutation ReplanRoadmap($projectId: ID!) {\n    replanRoadmap(projectId: $projectId) {\n      projectId\n      from\n      finish\n      overrunDays\n      doneTasks\n      remainingTasks\n      keptSections\n      version\n    }\n  }\n": typeof types.ReplanRoadmapDocument,
    "\n  query SuggestedCriteria($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      role\n    }\n    requirements: specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        links {\n          kind\n          to\n        }\n      }\n    }\n    criteria: specGraph(projectId: $projectId, kind: \"criterion\") {\n      projectId\n      items {\n        id\n        statement\n        status\n        source\n        fields\n      }\n    }\n  }\n": typeof types.SuggestedCriteriaDocument,
    "\n  mutation ConfirmSpecItems($projectId: ID!, $itemIds: [String!]!) {\n    confirmSpecItems(projectId: $projectId, itemIds: $itemIds) {\n      id\n      statement\n      fields\n    }\n  }\n": typeof types.ConfirmSpecItemsDocument,
    "\n  mutation EditSpecItemText($projectId: ID!, $itemId: String!, $given: String!, $when: String!, $then: String!) {\n    editSpecItemText(projectId: $projectId, itemId: $itemId, given: $given, when: $when, then: $then) {\n      id\n      statement\n      fields\n    }\n  }\n": typeof types.EditSpecItemTextDocument,
    "\n  mutation UnconfirmSpecItem($projectId: ID!, $itemId: String!) {\n    unconfirmSpecItem(projectId: $projectId, itemId: $itemId) {\n      id\n      statement\n      fields\n    }\n  }\n": typeof types.UnconfirmSpecItemDocument,
    "\n  query ImpactChecklist($projectId: ID!) {\n    changeImpact(projectId: $projectId) {\n      projectId\n      tracked\n      briefChanged\n      inFlight\n      changes {\n        field\n        label\n        change\n        before\n        after\n      }\n      items {\n        id\n        kind\n        title\n        change\n        reason\n      }\n      documents {\n        type\n        title\n        status\n        sections {\n          title\n          items\n          editedByHand\n        }\n      }\n    }\n    specPatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": typeof types.ImpactChecklistDocument,
    "\n  mutation StartSpecReview($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": typeof types.StartSpecReviewDocument,
    "\n  query RetiredRequirements($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        fields\n      }\n    }\n  }\n": typeof types.RetiredRequirementsDocument,
    "\n  fragment LiveDocumentSummary on DocumentSummary {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.LiveDocumentSummaryFragmentDoc,
    "\n  query MissionControlDocuments($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        ...LiveDocumentSummary\n      }\n    }\n  }\n": typeof types.MissionControlDocumentsDocument,
    "\n  query GenerationTextSoFar($id: ID!) {\n    document(id: $id) {\n      id\n      content\n    }\n  }\n": typeof types.GenerationTextSoFarDocument,
    "\n  subscription GenerationProgress($projectId: ID!) {\n    generationProgress(projectId: $projectId) {\n      eventId\n      projectId\n      documentId\n      type\n      status\n      section\n      delta\n      percent\n      version\n      error\n    }\n  }\n": typeof types.GenerationProgressDocument,
    "\n  mutation GenerateDocument($projectId: ID!, $type: String!) {\n    generateDocument(projectId: $projectId, type: $type) {\n      ...LiveDocumentSummary\n    }\n  }\n": typeof types.GenerateDocumentDocument,
    "\n  mutation GenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      ...LiveDocumentSummary\n    }\n  }\n": typeof types.GenerateAllDocumentsDocument,
    "\n  mutation CancelGeneration($documentId: ID!) {\n    cancelGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n": typeof types.CancelGenerationDocument,
    "\n  mutation RetryGeneration($documentId: ID!) {\n    retryGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n": typeof types.RetryGenerationDocument,
    "\n  query MilestoneProgress($projectId: ID!) {\n    specGraph(projectId: $projectId) {\n      projectId\n      items {\n        id\n        kind\n        title\n        status\n        fields\n        links {\n          kind\n          to\n        }\n      }\n    }\n  }\n": typeof types.MilestoneProgressDocument,
    "\n  subscription ProjectPresence($projectId: ID!) {\n    projectPresence(projectId: $projectId) {\n      userId\n      name\n      initials\n      avatarUrl\n      since\n    }\n  }\n": typeof types.ProjectPresenceDocument,
    "\n  query SidebarProjects($first: Int!) {\n    projects(first: $first) {\n      nodes {\n        id\n        name\n        status\n        role\n      }\n    }\n  }\n": typeof types.SidebarProjectsDocument,
    "\n  fragment MissionControlProject on Project {\n    id\n    name\n    status\n    description\n    userPersonas\n    platforms\n    developmentPhase\n    timeline\n  }\n": typeof types.MissionControlProjectFragmentDoc,
    "\n  query MissionControlProject($id: ID!) {\n    project(id: $id) {\n      ...MissionControlProject\n    }\n  }\n": typeof types.MissionControlProjectDocument,
    "\n  query MissionControlUsage {\n    usageStats {\n      documentsGenerated\n      maxDocuments\n    }\n  }\n": typeof types.MissionControlUsageDocument,
    "\n  query BriefWizardAnswers($projectId: ID!) {\n    wizardResponses(projectId: $projectId) {\n      id\n      sectionId\n      responses\n    }\n  }\n": typeof types.BriefWizardAnswersDocument,
    "\n  fragment QualityReport on Analysis {\n    projectId\n    ...AnalysisCore\n    history {\n      score\n      createdAt\n    }\n    approvals {\n      documentId\n      documentType\n      version\n      approvedBy {\n        id\n        name\n      }\n      changesRequestedBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.QualityReportFragmentDoc,
    "\n  query ProjectAnalysis($projectId: ID!) {\n    analysis(projectId: $projectId) {\n      ...QualityReport\n    }\n  }\n": typeof types.ProjectAnalysisDocument,
    "\n  query ClarifyingQuestions($projectId: ID!) {\n    clarifyingQuestions(projectId: $projectId) {\n      ...ClarifyingQuestionFields\n    }\n  }\n": typeof types.ClarifyingQuestionsDocument,
    "\n  mutation AnswerClarifyingQuestions($projectId: ID!, $answers: [ClarifyingAnswerInput!]!) {\n    answerClarifyingQuestions(projectId: $projectId, answers: $answers) {\n      ...QualityReport\n    }\n  }\n": typeof types.AnswerClarifyingQuestionsDocument,
    "\n  query ProjectTraceability($projectId: ID!) {\n    traceability(projectId: $projectId) {\n      projectId\n      rows {\n        requirementId\n        title\n        priority\n        journeyIds\n        metricIds\n        taskIds\n        criterionIds\n      }\n      coverage {\n        key\n        label\n        covered\n        total\n        percent\n        gaps\n      }\n    }\n  }\n": typeof types.ProjectTraceabilityDocument,
    "\n  query ProjectVerification($projectId: ID!) {\n    verification(projectId: $projectId) {\n      projectId\n      project {\n        status\n        verified\n        failing\n        stale\n        unverified\n        total\n        percent\n      }\n      criteria {\n        id\n        title\n        requirementId\n        status\n        retired\n        tests\n      }\n      requirements {\n        id\n        status\n        verified\n        total\n      }\n      unknownIds\n      runs {\n        id\n        commit\n        branch\n        tests\n        passed\n        failed\n        skipped\n        createdAt\n      }\n    }\n  }\n": typeof types.ProjectVerificationDocument,
    "\n  query NotificationsPage {\n    notifications(filter: \"all\") {\n      items {\n        id\n        title\n        message\n        type\n        read\n        actionUrl\n        actionLabel\n        createdAt\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      updated\n      message\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications {\n      deleted\n      message\n    }\n  }\n": typeof types.ClearNotificationsDocument,
    "\n  fragment ModelConnectionFields on ModelConnectionSettings {\n    kind\n    baseUrl\n    model\n    hasKey\n    keyHint\n    lastTestedAt\n    lastTestOk\n    updatedAt\n  }\n": typeof types.ModelConnectionFieldsFragmentDoc,
    "\n  query ModelConnection {\n    modelConnection {\n      ...ModelConnectionFields\n    }\n  }\n": typeof types.ModelConnectionDocument,
    "\n  mutation SaveModelConnection($input: ModelConnectionInput!) {\n    saveModelConnection(input: $input) {\n      ...ModelConnectionFields\n    }\n  }\n": typeof types.SaveModelConnectionDocument,
    "\n  mutation DeleteModelConnection {\n    deleteModelConnection\n  }\n": typeof types.DeleteModelConnectionDocument,
    "\n  mutation TestModelConnection($input: ModelConnectionInput) {\n    testModelConnection(input: $input) {\n      ok\n      message\n      latencyMs\n    }\n  }\n": typeof types.TestModelConnectionDocument,
    "\n  query ProfilePage {\n    profile {\n      id\n      email\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n      avatarUrl\n      role\n      createdAt\n      lastSignInAt\n      emailConfirmedAt\n      twoFactorEnabled\n      perDocumentNotices\n      identities {\n        id\n        provider\n        email\n        createdAt\n      }\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query ProfileUsage {\n    usageStats {\n      projectsCreated\n      documentsGenerated\n      lastActive\n      maxProjects\n      maxDocuments\n      inputTokens\n      outputTokens\n    }\n  }\n": typeof types.ProfileUsageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!, $perDocumentNotices: Boolean) {\n    updateNotificationPreferences(input: $input, perDocumentNotices: $perDocumentNotices) {\n      id\n      perDocumentNotices\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  mutation RemoveAvatar {\n    removeAvatar {\n      id\n      avatarUrl\n    }\n  }\n": typeof types.RemoveAvatarDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation LinkGoogleAccount {\n    linkGoogleAccount {\n      url\n    }\n  }\n": typeof types.LinkGoogleAccountDocument,
    "\n  fragment PersonalAccessTokenFields on PersonalAccessToken {\n    id\n    name\n    prefix\n    scope\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": typeof types.PersonalAccessTokenFieldsFragmentDoc,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenFields\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      message\n      item {\n        ...PersonalAccessTokenFields\n      }\n    }\n  }\n": typeof types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.SetupTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  fragment ProjectSettings_project on Project {\n    id\n    role\n    name\n    description\n    status\n    timeline\n    developmentPhase\n    techStack\n    integrations\n    platforms\n    businessGoals\n    userPersonas\n    keyFeatures\n    modelSource\n    settings\n    updatedAt\n  }\n": typeof types.ProjectSettings_ProjectFragmentDoc,
    "\n  query ProjectSettings($id: ID!) {\n    project(id: $id) {\n      ...ProjectSettings_project\n    }\n  }\n": typeof types.ProjectSettingsDocument,
    "\n  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectSettings_project\n    }\n  }\n": typeof types.UpdateProjectSettingsDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteProjectDocument,
    "\n  query ProjectMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) {\n      id\n      userId\n      email\n      name\n      role\n      status\n      expiresAt\n    }\n  }\n": typeof types.ProjectMembersDocument,
    "\n  mutation InviteMember($projectId: ID!, $input: InviteMemberInput!) {\n    inviteMember(projectId: $projectId, input: $input) {\n      id\n      email\n      role\n      status\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation UpdateMemberRole($projectId: ID!, $userId: ID!, $role: String!) {\n    updateMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.UpdateMemberRoleDocument,
    "\n  mutation RemoveMember($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId) {\n      message\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  query ShareLinks($projectId: ID!) {\n    shareLinks(projectId: $projectId) {\n      id\n      createdAt\n    }\n  }\n": typeof types.ShareLinksDocument,
    "\n  mutation CreateShareLink($projectId: ID!) {\n    createShareLink(projectId: $projectId) {\n      id\n      url\n      createdAt\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($projectId: ID!, $linkId: ID!) {\n    revokeShareLink(projectId: $projectId, linkId: $linkId) {\n      message\n    }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  fragment SpecUpdate_patch on SpecPatch {\n    id\n    projectId\n    status\n    added\n    retired\n    changed\n    createdAt\n    hunks {\n      id\n      documentType\n      sectionTitle\n      before\n      after\n      generated\n      editedByHand\n      items\n      status\n      merged\n    }\n  }\n": typeof types.SpecUpdate_PatchFragmentDoc,
    "\n  query SpecUpdateReview($projectId: ID!) {\n    specPatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n": typeof types.SpecUpdateReviewDocument,
    "\n  mutation PrepareSpecUpdate($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n": typeof types.PrepareSpecUpdateDocument,
    "\n  mutation DecideSpecUpdate($projectId: ID!, $patchId: ID!, $decisions: [PatchDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, decisions: $decisions) {\n      ...SpecUpdate_patch\n    }\n  }\n": typeof types.DecideSpecUpdateDocument,
    "\n  mutation DecideSpecUpdateItems($projectId: ID!, $patchId: ID!, $items: [PatchItemDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, items: $items) {\n      ...SpecUpdate_patch\n    }\n  }\n": typeof types.DecideSpecUpdateItemsDocument,
    "\n  query SystemHealth {\n    health {\n      status\n      version\n      uptimeSeconds\n      serverTime\n      database {\n        serverVersion\n        installedAt\n      }\n    }\n  }\n": typeof types.SystemHealthDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query SharedProject($token: String!) {\n    sharedProject(token: $token) {\n      name\n      documents {\n        id\n        type\n        title\n        version\n        content\n        updatedAt\n      }\n    }\n  }\n": typeof types.SharedProjectDocument,
    "\n  query DraftAnalysis($brief: JSONObject!) {\n    briefAnalysis(brief: $brief) {\n      ...AnalysisCore\n    }\n  }\n": typeof types.DraftAnalysisDocument,
    "\n  query DraftQuestions($brief: JSONObject!) {\n    briefQuestions(brief: $brief) {\n      ...ClarifyingQuestionFields\n    }\n  }\n": typeof types.DraftQuestionsDocument,
    "\n  query WizardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n": typeof types.WizardUsageDocument,
    "\n  fragment EditBriefPage_brief on Brief {\n    projectId\n    version\n    changedFields\n    updatedAt\n    projectName\n    projectDescription\n    problemStatement\n    keyFeatures\n    nonGoals\n    competitors\n    userPersonas\n    userJourneys\n    platforms\n    uxDefinition\n    designGuidelines\n    techStack\n    integrations\n    securityConcerns\n    performanceExpectations\n    technicalConstraints\n    businessGoals\n    successMetrics\n    timeline\n    projectScope\n    risks\n    compliance\n    futureEvolution\n    additionalNotes\n    featureDetails {\n      feature\n      actor\n      trigger\n      outcome\n      rule\n      failure\n    }\n    integrationUses {\n      integration\n      feature\n    }\n    teamSize\n  }\n": typeof types.EditBriefPage_BriefFragmentDoc,
    "\n  query EditBrief($projectId: ID!) {\n    brief(projectId: $projectId) {\n      ...EditBriefPage_brief\n    }\n  }\n": typeof types.EditBriefDocument,
    "\n  mutation UpdateBrief($projectId: ID!, $input: BriefInput!, $baseVersion: Int) {\n    updateBrief(projectId: $projectId, input: $input, baseVersion: $baseVersion) {\n      ...EditBriefPage_brief\n    }\n  }\n": typeof types.UpdateBriefDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation SaveWizardResponses($projectId: ID!, $responses: [WizardResponseInput!]!) {\n    saveWizardResponses(projectId: $projectId, responses: $responses) {\n      id\n      sectionId\n      responses\n    }\n  }\n": typeof types.SaveWizardResponsesDocument,
    "\n  fragment UnderstandingPanel_line on UnderstoodLine {\n    key\n    topic\n    itemId\n    subject\n    understood\n    values\n    source\n    evidence\n    question\n    correction\n    choices\n    field\n  }\n": typeof types.UnderstandingPanel_LineFragmentDoc,
    "\n  query DraftUnderstanding($brief: JSONObject!) {\n    briefUnderstandingPreview(brief: $brief) {\n      lines {\n        ...UnderstandingPanel_line\n      }\n    }\n  }\n": typeof types.DraftUnderstandingDocument,
    "\n  query CommentCounts($projectId: ID!) {\n    commentCounts(projectId: $projectId) {\n      target\n      open\n      total\n    }\n  }\n": typeof types.CommentCountsDocument,
    "\n  subscription ProjectChanged($projectId: ID!) {\n    projectChanged(projectId: $projectId) {\n      projectId\n      kind\n      documentId\n    }\n  }\n": typeof types.ProjectChangedDocument,
    "\n  fragment AnalysisCore on Analysis {\n    score\n    ready\n    headline\n    dimensions {\n      completeness\n      clarity\n      testability\n      traceability\n      feasibility\n      specificity\n    }\n    verdicts {\n      dimension\n      score\n      verdict\n      summary\n      rules {\n        rule\n        severity\n        count\n      }\n    }\n    findings {\n      rule\n      severity\n      dimension\n      itemId\n      document\n      section\n      message\n      suggestion\n    }\n  }\n": typeof types.AnalysisCoreFragmentDoc,
    "\n  fragment ClarifyingQuestionFields on ClarifyingQuestion {\n    id\n    field\n    question\n    why\n    suggestions\n    list\n    priority\n  }\n": typeof types.ClarifyingQuestionFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation AdminSetUserDisabled($id: ID!, $disabled: Boolean!) {\n    adminSetUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabledAt\n    }\n  }\n": types.AdminSetUserDisabledDocument,
    "\n  mutation AdminSetUserRole($id: ID!, $role: String!) {\n    adminSetUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.AdminSetUserRoleDocument,
    "\n  mutation AdminSendPasswordReset($id: ID!) {\n    adminSendPasswordReset(id: $id) {\n      message\n    }\n  }\n": types.AdminSendPasswordResetDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      message\n    }\n  }\n": types.AdminDeleteUserDocument,
    "\n  mutation AdminRetryJob($id: ID!) {\n    adminRetryJob(id: $id) {\n      id\n      status\n    }\n  }\n": types.AdminRetryJobDocument,
    "\n  mutation AdminCancelJob($id: ID!) {\n    adminCancelJob(id: $id) {\n      id\n      status\n    }\n  }\n": types.AdminCancelJobDocument,
    "\n  query AdminOverview($days: Int) {\n    adminOverview(days: $days) {\n      users\n      admins\n      disabledUsers\n      activeUsers7d\n      activeUsers30d\n      projects\n      documents\n      jobsByStatus {\n        status\n        count\n      }\n      signupsPerDay {\n        date\n        count\n      }\n      activeUsersPerDay {\n        date\n        count\n      }\n      activityPerDay {\n        date\n        count\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query AdminUsers($input: AdminListInput) {\n    adminUsers(input: $input) {\n      total\n      items {\n        id\n        email\n        name\n        role\n        disabledAt\n        lastActiveAt\n        lastSignInAt\n        createdAt\n        projectCount\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        id\n        email\n        name\n        role\n        disabledAt\n        emailConfirmedAt\n        lastSignInAt\n        lastActiveAt\n        createdAt\n        projectCount\n      }\n      projects {\n        id\n        name\n        status\n        documentCount\n        createdAt\n      }\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastRefreshedAt\n        expiresAt\n        revokedAt\n        revokedReason\n        active\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  query AdminProjects($input: AdminListInput) {\n    adminProjects(input: $input) {\n      total\n      items {\n        id\n        name\n        status\n        ownerEmail\n        documentCount\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.AdminProjectsDocument,
    "\n  query AdminProject($id: ID!) {\n    adminProject(id: $id) {\n      project {\n        id\n        name\n        description\n        status\n        ownerEmail\n        createdAt\n        updatedAt\n      }\n      keyFeatures\n      techStack\n      platforms\n      documents {\n        id\n        type\n        title\n        status\n        version\n        updatedAt\n      }\n    }\n  }\n": types.AdminProjectDocument,
    "\n  query AdminJobs($input: AdminListInput) {\n    adminJobs(input: $input) {\n      total\n      items {\n        id\n        type\n        status\n        progress\n        error\n        projectName\n        ownerEmail\n        updatedAt\n      }\n    }\n  }\n": types.AdminJobsDocument,
    "\n  query AdminActivity($input: AdminListInput) {\n    adminActivity(input: $input) {\n      total\n      items {\n        id\n        type\n        entityType\n        entityId\n        userEmail\n        createdAt\n      }\n    }\n  }\n": types.AdminActivityDocument,
    "\n  query AdminAudit($input: AdminListInput) {\n    adminAuditLog(input: $input) {\n      total\n      items {\n        id\n        actorEmail\n        action\n        targetType\n        targetId\n        details\n        credential\n        ip\n        createdAt\n      }\n    }\n  }\n": types.AdminAuditDocument,
    "\n  query DashboardProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        name\n        description\n        status\n        documentsReady\n        updatedAt\n      }\n    }\n  }\n": types.DashboardProjectsDocument,
    "\n  query DashboardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n": types.DashboardUsageDocument,
    "\n  fragment DocumentDetail on ProjectDocument {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n    content\n    structured\n  }\n": types.DocumentDetailFragmentDoc,
    "\n  query DocumentPageProject($id: ID!) {\n    project(id: $id) {\n      id\n      name\n    }\n  }\n": types.DocumentPageProjectDocument,
    "\n  query ProjectDocumentIds($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        id\n        type\n      }\n    }\n  }\n": types.ProjectDocumentIdsDocument,
    "\n  query Document($id: ID!) {\n    document(id: $id) {\n      ...DocumentDetail\n    }\n  }\n": types.DocumentDocument,
    "\n  mutation SaveDocument($id: ID!, $content: String!, $baseVersion: Int!) {\n    updateDocumentContent(id: $id, content: $content, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n": types.SaveDocumentDocument,
    "\n  query DocumentVersions($documentId: ID!) {\n    documentVersions(documentId: $documentId) {\n      version\n      source\n      generator\n      title\n      createdAt\n      createdByName\n      note\n    }\n  }\n": types.DocumentVersionsDocument,
    "\n  query DocumentVersionContent($documentId: ID!, $version: Int!) {\n    documentVersion(documentId: $documentId, version: $version) {\n      version\n      content\n    }\n  }\n": types.DocumentVersionContentDocument,
    "\n  mutation RestoreDocumentVersion($documentId: ID!, $version: Int!) {\n    restoreDocumentVersion(documentId: $documentId, version: $version) {\n      ...DocumentDetail\n    }\n  }\n": types.RestoreDocumentVersionDocument,
    "\n  mutation RegenerateSection($documentId: ID!, $sectionId: String!) {\n    regenerateSection(documentId: $documentId, sectionId: $sectionId) {\n      sectionId\n      title\n      before\n      after\n      baseVersion\n      note\n    }\n  }\n": types.RegenerateSectionDocument,
    "\n  mutation AcceptSection($documentId: ID!, $sectionId: String!, $after: String!, $baseVersion: Int!) {\n    acceptSection(documentId: $documentId, sectionId: $sectionId, after: $after, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n": types.AcceptSectionDocument,
    "\n  mutation RegenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": types.RegenerateAllDocumentsDocument,
    "\n  query DocumentReview($documentId: ID!) {\n    documentApprovals(documentId: $documentId) {\n      id\n      version\n      decision\n      note\n      userName\n    }\n  }\n": types.DocumentReviewDocument,
    "\n  query TargetComments($projectId: ID!, $target: String!) {\n    comments(projectId: $projectId, target: $target) {\n      id\n      authorName\n      body\n      resolved\n      createdAt\n    }\n  }\n": types.TargetCommentsDocument,
    "\n  mutation DecideDocumentApproval($documentId: ID!, $input: ApprovalInput!) {\n    decideDocumentApproval(documentId: $documentId, input: $input) {\n      id\n    }\n  }\n": types.DecideDocumentApprovalDocument,
    "\n  mutation AddDocumentComment($projectId: ID!, $input: CommentInput!) {\n    addComment(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n": types.AddDocumentCommentDocument,
    "\n  mutation SetTeamSize($projectId: ID!, $teamSize: Int!) {\n    setTeamSize(projectId: $projectId, teamSize: $teamSize) {\n      projectId\n      teamSize\n      message\n    }\n  }\n": types.SetTeamSizeDocument,
    "\n  query TaskProgress($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"task\") {\n      projectId\n      items {\n        id\n        fields\n      }\n    }\n  }\n": types.TaskProgressDocument,
    "\n  mutation UpdateTaskStatus($projectId: ID!, $taskId: String!, $status: String!, $overrideNote: String) {\n    updateTaskStatus(projectId: $projectId, taskId: $taskId, status: $status, overrideNote: $overrideNote) {\n      id\n      fields\n    }\n  }\n": types.UpdateTaskStatusDocument,
    "\n  mutation ReplanRoadmap($projectId: ID!) {\n    replanRoadmap(projectId: $projectId) {\n      projectId\n      from\n      finish\n      overrunDays\n      doneTasks\n      remainingTasks\n      keptSections\n      version\n    }\n  }\n": types.ReplanRoadmapDocument,
    "\n  query SuggestedCriteria($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      role\n    }\n    requirements: specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        links {\n          kind\n          to\n        }\n      }\n    }\n    criteria: specGraph(projectId: $projectId, kind: \"criterion\") {\n      projectId\n      items {\n        id\n        statement\n        status\n        source\n        fields\n      }\n    }\n  }\n": types.SuggestedCriteriaDocument,
    "\n  mutation ConfirmSpecItems($projectId: ID!, $itemIds: [String!]!) {\n    confirmSpecItems(projectId: $projectId, itemIds: $itemIds) {\n      id\n      statement\n      fields\n    }\n  }\n": types.ConfirmSpecItemsDocument,
    "\n  mutation EditSpecItemText($projectId: ID!, $itemId: String!, $given: String!, $when: String!, $then: String!) {\n    editSpecItemText(projectId: $projectId, itemId: $itemId, given: $given, when: $when, then: $then) {\n      id\n      statement\n      fields\n    }\n  }\n": types.EditSpecItemTextDocument,
    "\n  mutation UnconfirmSpecItem($projectId: ID!, $itemId: String!) {\n    unconfirmSpecItem(projectId: $projectId, itemId: $itemId) {\n      id\n      statement\n      fields\n    }\n  }\n": types.UnconfirmSpecItemDocument,
    "\n  query ImpactChecklist($projectId: ID!) {\n    changeImpact(projectId: $projectId) {\n      projectId\n      tracked\n      briefChanged\n      inFlight\n      changes {\n        field\n        label\n        change\n        before\n        after\n      }\n      items {\n        id\n        kind\n        title\n        change\n        reason\n      }\n      documents {\n        type\n        title\n        status\n        sections {\n          title\n          items\n          editedByHand\n        }\n      }\n    }\n    specPatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": types.ImpactChecklistDocument,
    "\n  mutation StartSpecReview($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n": types.StartSpecReviewDocument,
    "\n  query RetiredRequirements($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        fields\n      }\n    }\n  }\n": types.RetiredRequirementsDocument,
    "\n  fragment LiveDocumentSummary on DocumentSummary {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n  }\n": types.LiveDocumentSummaryFragmentDoc,
    "\n  query MissionControlDocuments($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        ...LiveDocumentSummary\n      }\n    }\n  }\n": types.MissionControlDocumentsDocument,
    "\n  query GenerationTextSoFar($id: ID!) {\n    document(id: $id) {\n      id\n      content\n    }\n  }\n": types.GenerationTextSoFarDocument,
    "\n  subscription GenerationProgress($projectId: ID!) {\n    generationProgress(projectId: $projectId) {\n      eventId\n      projectId\n      documentId\n      type\n      status\n      section\n      delta\n      percent\n      version\n      error\n    }\n  }\n": types.GenerationProgressDocument,
    "\n  mutation GenerateDocument($projectId: ID!, $type: String!) {\n    generateDocument(projectId: $projectId, type: $type) {\n      ...LiveDocumentSummary\n    }\n  }\n": types.GenerateDocumentDocument,
    "\n  mutation GenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      ...LiveDocumentSummary\n    }\n  }\n": types.GenerateAllDocumentsDocument,
    "\n  mutation CancelGeneration($documentId: ID!) {\n    cancelGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n": types.CancelGenerationDocument,
    "\n  mutation RetryGeneration($documentId: ID!) {\n    retryGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n": types.RetryGenerationDocument,
    "\n  query MilestoneProgress($projectId: ID!) {\n    specGraph(projectId: $projectId) {\n      projectId\n      items {\n        id\n        kind\n        title\n        status\n        fields\n        links {\n          kind\n          to\n        }\n      }\n    }\n  }\n": types.MilestoneProgressDocument,
    "\n  subscription ProjectPresence($projectId: ID!) {\n    projectPresence(projectId: $projectId) {\n      userId\n      name\n      initials\n      avatarUrl\n      since\n    }\n  }\n": types.ProjectPresenceDocument,
    "\n  query SidebarProjects($first: Int!) {\n    projects(first: $first) {\n      nodes {\n        id\n        name\n        status\n        role\n      }\n    }\n  }\n": types.SidebarProjectsDocument,
    "\n  fragment MissionControlProject on Project {\n    id\n    name\n    status\n    description\n    userPersonas\n    platforms\n    developmentPhase\n    timeline\n  }\n": types.MissionControlProjectFragmentDoc,
    "\n  query MissionControlProject($id: ID!) {\n    project(id: $id) {\n      ...MissionControlProject\n    }\n  }\n": types.MissionControlProjectDocument,
    "\n  query MissionControlUsage {\n    usageStats {\n      documentsGenerated\n      maxDocuments\n    }\n  }\n": types.MissionControlUsageDocument,
    "\n  query BriefWizardAnswers($projectId: ID!) {\n    wizardResponses(projectId: $projectId) {\n      id\n      sectionId\n      responses\n    }\n  }\n": types.BriefWizardAnswersDocument,
    "\n  fragment QualityReport on Analysis {\n    projectId\n    ...AnalysisCore\n    history {\n      score\n      createdAt\n    }\n    approvals {\n      documentId\n      documentType\n      version\n      approvedBy {\n        id\n        name\n      }\n      changesRequestedBy {\n        id\n        name\n      }\n    }\n  }\n": types.QualityReportFragmentDoc,
    "\n  query ProjectAnalysis($projectId: ID!) {\n    analysis(projectId: $projectId) {\n      ...QualityReport\n    }\n  }\n": types.ProjectAnalysisDocument,
    "\n  query ClarifyingQuestions($projectId: ID!) {\n    clarifyingQuestions(projectId: $projectId) {\n      ...ClarifyingQuestionFields\n    }\n  }\n": types.ClarifyingQuestionsDocument,
    "\n  mutation AnswerClarifyingQuestions($projectId: ID!, $answers: [ClarifyingAnswerInput!]!) {\n    answerClarifyingQuestions(projectId: $projectId, answers: $answers) {\n      ...QualityReport\n    }\n  }\n": types.AnswerClarifyingQuestionsDocument,
    "\n  query ProjectTraceability($projectId: ID!) {\n    traceability(projectId: $projectId) {\n      projectId\n      rows {\n        requirementId\n        title\n        priority\n        journeyIds\n        metricIds\n        taskIds\n        criterionIds\n      }\n      coverage {\n        key\n        label\n        covered\n        total\n        percent\n        gaps\n      }\n    }\n  }\n": types.ProjectTraceabilityDocument,
    "\n  query ProjectVerification($projectId: ID!) {\n    verification(projectId: $projectId) {\n      projectId\n      project {\n        status\n        verified\n        failing\n        stale\n        unverified\n        total\n        percent\n      }\n      criteria {\n        id\n        title\n        requirementId\n        status\n        retired\n        tests\n      }\n      requirements {\n        id\n        status\n        verified\n        total\n      }\n      unknownIds\n      runs {\n        id\n        commit\n        branch\n        tests\n        passed\n        failed\n        skipped\n        createdAt\n      }\n    }\n  }\n": types.ProjectVerificationDocument,
    "\n  query NotificationsPage {\n    notifications(filter: \"all\") {\n      items {\n        id\n        title\n        message\n        type\n        read\n        actionUrl\n        actionLabel\n        createdAt\n      }\n      unreadCount\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      updated\n      message\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation ClearNotifications {\n    clearNotifications {\n      deleted\n      message\n    }\n  }\n": types.ClearNotificationsDocument,
    "\n  fragment ModelConnectionFields on ModelConnectionSettings {\n    kind\n    baseUrl\n    model\n    hasKey\n    keyHint\n    lastTestedAt\n    lastTestOk\n    updatedAt\n  }\n": types.ModelConnectionFieldsFragmentDoc,
    "\n  query ModelConnection {\n    modelConnection {\n      ...ModelConnectionFields\n    }\n  }\n": types.ModelConnectionDocument,
    "\n  mutation SaveModelConnection($input: ModelConnectionInput!) {\n    saveModelConnection(input: $input) {\n      ...ModelConnectionFields\n    }\n  }\n": types.SaveModelConnectionDocument,
    "\n  mutation DeleteModelConnection {\n    deleteModelConnection\n  }\n": types.DeleteModelConnectionDocument,
    "\n  mutation TestModelConnection($input: ModelConnectionInput) {\n    testModelConnection(input: $input) {\n      ok\n      message\n      latencyMs\n    }\n  }\n": types.TestModelConnectionDocument,
    "\n  query ProfilePage {\n    profile {\n      id\n      email\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n      avatarUrl\n      role\n      createdAt\n      lastSignInAt\n      emailConfirmedAt\n      twoFactorEnabled\n      perDocumentNotices\n      identities {\n        id\n        provider\n        email\n        createdAt\n      }\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query ProfileUsage {\n    usageStats {\n      projectsCreated\n      documentsGenerated\n      lastActive\n      maxProjects\n      maxDocuments\n      inputTokens\n      outputTokens\n    }\n  }\n": types.ProfileUsageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!, $perDocumentNotices: Boolean) {\n    updateNotificationPreferences(input: $input, perDocumentNotices: $perDocumentNotices) {\n      id\n      perDocumentNotices\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  mutation RemoveAvatar {\n    removeAvatar {\n      id\n      avatarUrl\n    }\n  }\n": types.RemoveAvatarDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation LinkGoogleAccount {\n    linkGoogleAccount {\n      url\n    }\n  }\n": types.LinkGoogleAccountDocument,
    "\n  fragment PersonalAccessTokenFields on PersonalAccessToken {\n    id\n    name\n    prefix\n    scope\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": types.PersonalAccessTokenFieldsFragmentDoc,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenFields\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      message\n      item {\n        ...PersonalAccessTokenFields\n      }\n    }\n  }\n": types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": types.SetupTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  fragment ProjectSettings_project on Project {\n    id\n    role\n    name\n    description\n    status\n    timeline\n    developmentPhase\n    techStack\n    integrations\n    platforms\n    businessGoals\n    userPersonas\n    keyFeatures\n    modelSource\n    settings\n    updatedAt\n  }\n": types.ProjectSettings_ProjectFragmentDoc,
    "\n  query ProjectSettings($id: ID!) {\n    project(id: $id) {\n      ...ProjectSettings_project\n    }\n  }\n": types.ProjectSettingsDocument,
    "\n  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectSettings_project\n    }\n  }\n": types.UpdateProjectSettingsDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      message\n    }\n  }\n": types.DeleteProjectDocument,
    "\n  query ProjectMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) {\n      id\n      userId\n      email\n      name\n      role\n      status\n      expiresAt\n    }\n  }\n": types.ProjectMembersDocument,
    "\n  mutation InviteMember($projectId: ID!, $input: InviteMemberInput!) {\n    inviteMember(projectId: $projectId, input: $input) {\n      id\n      email\n      role\n      status\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation UpdateMemberRole($projectId: ID!, $userId: ID!, $role: String!) {\n    updateMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.UpdateMemberRoleDocument,
    "\n  mutation RemoveMember($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId) {\n      message\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  query ShareLinks($projectId: ID!) {\n    shareLinks(projectId: $projectId) {\n      id\n      createdAt\n    }\n  }\n": types.ShareLinksDocument,
    "\n  mutation CreateShareLink($projectId: ID!) {\n    createShareLink(projectId: $projectId) {\n      id\n      url\n      createdAt\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($projectId: ID!, $linkId: ID!) {\n    revokeShareLink(projectId: $projectId, linkId: $linkId) {\n      message\n    }\n  }\n": types.RevokeShareLinkDocument,
    "\n  fragment SpecUpdate_patch on SpecPatch {\n    id\n    projectId\n    status\n    added\n    retired\n    changed\n    createdAt\n    hunks {\n      id\n      documentType\n      sectionTitle\n      before\n      after\n      generated\n      editedByHand\n      items\n      status\n      merged\n    }\n  }\n": types.SpecUpdate_PatchFragmentDoc,
    "\n  query SpecUpdateReview($projectId: ID!) {\n    specPatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n": types.SpecUpdateReviewDocument,
    "\n  mutation PrepareSpecUpdate($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n": types.PrepareSpecUpdateDocument,
    "\n  mutation DecideSpecUpdate($projectId: ID!, $patchId: ID!, $decisions: [PatchDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, decisions: $decisions) {\n      ...SpecUpdate_patch\n    }\n  }\n": types.DecideSpecUpdateDocument,
    "\n  mutation DecideSpecUpdateItems($projectId: ID!, $patchId: ID!, $items: [PatchItemDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, items: $items) {\n      ...SpecUpdate_patch\n    }\n  }\n": types.DecideSpecUpdateItemsDocument,
    "\n  query SystemHealth {\n    health {\n      status\n      version\n      uptimeSeconds\n      serverTime\n      database {\n        serverVersion\n        installedAt\n      }\n    }\n  }\n": types.SystemHealthDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      role\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query SharedProject($token: String!) {\n    sharedProject(token: $token) {\n      name\n      documents {\n        id\n        type\n        title\n        version\n        content\n        updatedAt\n      }\n    }\n  }\n": types.SharedProjectDocument,
    "\n  query DraftAnalysis($brief: JSONObject!) {\n    briefAnalysis(brief: $brief) {\n      ...AnalysisCore\n    }\n  }\n": types.DraftAnalysisDocument,
    "\n  query DraftQuestions($brief: JSONObject!) {\n    briefQuestions(brief: $brief) {\n      ...ClarifyingQuestionFields\n    }\n  }\n": types.DraftQuestionsDocument,
    "\n  query WizardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n": types.WizardUsageDocument,
    "\n  fragment EditBriefPage_brief on Brief {\n    projectId\n    version\n    changedFields\n    updatedAt\n    projectName\n    projectDescription\n    problemStatement\n    keyFeatures\n    nonGoals\n    competitors\n    userPersonas\n    userJourneys\n    platforms\n    uxDefinition\n    designGuidelines\n    techStack\n    integrations\n    securityConcerns\n    performanceExpectations\n    technicalConstraints\n    businessGoals\n    successMetrics\n    timeline\n    projectScope\n    risks\n    compliance\n    futureEvolution\n    additionalNotes\n    featureDetails {\n      feature\n      actor\n      trigger\n      outcome\n      rule\n      failure\n    }\n    integrationUses {\n      integration\n      feature\n    }\n    teamSize\n  }\n": types.EditBriefPage_BriefFragmentDoc,
    "\n  query EditBrief($projectId: ID!) {\n    brief(projectId: $projectId) {\n      ...EditBriefPage_brief\n    }\n  }\n": types.EditBriefDocument,
    "\n  mutation UpdateBrief($projectId: ID!, $input: BriefInput!, $baseVersion: Int) {\n    updateBrief(projectId: $projectId, input: $input, baseVersion: $baseVersion) {\n      ...EditBriefPage_brief\n    }\n  }\n": types.UpdateBriefDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation SaveWizardResponses($projectId: ID!, $responses: [WizardResponseInput!]!) {\n    saveWizardResponses(projectId: $projectId, responses: $responses) {\n      id\n      sectionId\n      responses\n    }\n  }\n": types.SaveWizardResponsesDocument,
    "\n  fragment UnderstandingPanel_line on UnderstoodLine {\n    key\n    topic\n    itemId\n    subject\n    understood\n    values\n    source\n    evidence\n    question\n    correction\n    choices\n    field\n  }\n": types.UnderstandingPanel_LineFragmentDoc,
    "\n  query DraftUnderstanding($brief: JSONObject!) {\n    briefUnderstandingPreview(brief: $brief) {\n      lines {\n        ...UnderstandingPanel_line\n      }\n    }\n  }\n": types.DraftUnderstandingDocument,
    "\n  query CommentCounts($projectId: ID!) {\n    commentCounts(projectId: $projectId) {\n      target\n      open\n      total\n    }\n  }\n": types.CommentCountsDocument,
    "\n  subscription ProjectChanged($projectId: ID!) {\n    projectChanged(projectId: $projectId) {\n      projectId\n      kind\n      documentId\n    }\n  }\n": types.ProjectChangedDocument,
    "\n  fragment AnalysisCore on Analysis {\n    score\n    ready\n    headline\n    dimensions {\n      completeness\n      clarity\n      testability\n      traceability\n      feasibility\n      specificity\n    }\n    verdicts {\n      dimension\n      score\n      verdict\n      summary\n      rules {\n        rule\n        severity\n        count\n      }\n    }\n    findings {\n      rule\n      severity\n      dimension\n      itemId\n      document\n      section\n      message\n      suggestion\n    }\n  }\n": types.AnalysisCoreFragmentDoc,
    "\n  fragment ClarifyingQuestionFields on ClarifyingQuestion {\n    id\n    field\n    question\n    why\n    suggestions\n    list\n    priority\n  }\n": types.ClarifyingQuestionFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserDisabled($id: ID!, $disabled: Boolean!) {\n    adminSetUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserDisabled($id: ID!, $disabled: Boolean!) {\n    adminSetUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserRole($id: ID!, $role: String!) {\n    adminSetUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserRole($id: ID!, $role: String!) {\n    adminSetUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendPasswordReset($id: ID!) {\n    adminSendPasswordReset(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendPasswordReset($id: ID!) {\n    adminSendPasswordReset(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryJob($id: ID!) {\n    adminRetryJob(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryJob($id: ID!) {\n    adminRetryJob(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelJob($id: ID!) {\n    adminCancelJob(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelJob($id: ID!) {\n    adminCancelJob(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview($days: Int) {\n    adminOverview(days: $days) {\n      users\n      admins\n      disabledUsers\n      activeUsers7d\n      activeUsers30d\n      projects\n      documents\n      jobsByStatus {\n        status\n        count\n      }\n      signupsPerDay {\n        date\n        count\n      }\n      activeUsersPerDay {\n        date\n        count\n      }\n      activityPerDay {\n        date\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview($days: Int) {\n    adminOverview(days: $days) {\n      users\n      admins\n      disabledUsers\n      activeUsers7d\n      activeUsers30d\n      projects\n      documents\n      jobsByStatus {\n        status\n        count\n      }\n      signupsPerDay {\n        date\n        count\n      }\n      activeUsersPerDay {\n        date\n        count\n      }\n      activityPerDay {\n        date\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($input: AdminListInput) {\n    adminUsers(input: $input) {\n      total\n      items {\n        id\n        email\n        name\n        role\n        disabledAt\n        lastActiveAt\n        lastSignInAt\n        createdAt\n        projectCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($input: AdminListInput) {\n    adminUsers(input: $input) {\n      total\n      items {\n        id\n        email\n        name\n        role\n        disabledAt\n        lastActiveAt\n        lastSignInAt\n        createdAt\n        projectCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        id\n        email\n        name\n        role\n        disabledAt\n        emailConfirmedAt\n        lastSignInAt\n        lastActiveAt\n        createdAt\n        projectCount\n      }\n      projects {\n        id\n        name\n        status\n        documentCount\n        createdAt\n      }\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastRefreshedAt\n        expiresAt\n        revokedAt\n        revokedReason\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        id\n        email\n        name\n        role\n        disabledAt\n        emailConfirmedAt\n        lastSignInAt\n        lastActiveAt\n        createdAt\n        projectCount\n      }\n      projects {\n        id\n        name\n        status\n        documentCount\n        createdAt\n      }\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastRefreshedAt\n        expiresAt\n        revokedAt\n        revokedReason\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjects($input: AdminListInput) {\n    adminProjects(input: $input) {\n      total\n      items {\n        id\n        name\n        status\n        ownerEmail\n        documentCount\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProjects($input: AdminListInput) {\n    adminProjects(input: $input) {\n      total\n      items {\n        id\n        name\n        status\n        ownerEmail\n        documentCount\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProject($id: ID!) {\n    adminProject(id: $id) {\n      project {\n        id\n        name\n        description\n        status\n        ownerEmail\n        createdAt\n        updatedAt\n      }\n      keyFeatures\n      techStack\n      platforms\n      documents {\n        id\n        type\n        title\n        status\n        version\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProject($id: ID!) {\n    adminProject(id: $id) {\n      project {\n        id\n        name\n        description\n        status\n        ownerEmail\n        createdAt\n        updatedAt\n      }\n      keyFeatures\n      techStack\n      platforms\n      documents {\n        id\n        type\n        title\n        status\n        version\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobs($input: AdminListInput) {\n    adminJobs(input: $input) {\n      total\n      items {\n        id\n        type\n        status\n        progress\n        error\n        projectName\n        ownerEmail\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJobs($input: AdminListInput) {\n    adminJobs(input: $input) {\n      total\n      items {\n        id\n        type\n        status\n        progress\n        error\n        projectName\n        ownerEmail\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivity($input: AdminListInput) {\n    adminActivity(input: $input) {\n      total\n      items {\n        id\n        type\n        entityType\n        entityId\n        userEmail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminActivity($input: AdminListInput) {\n    adminActivity(input: $input) {\n      total\n      items {\n        id\n        type\n        entityType\n        entityId\n        userEmail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudit($input: AdminListInput) {\n    adminAuditLog(input: $input) {\n      total\n      items {\n        id\n        actorEmail\n        action\n        targetType\n        targetId\n        details\n        credential\n        ip\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAudit($input: AdminListInput) {\n    adminAuditLog(input: $input) {\n      total\n      items {\n        id\n        actorEmail\n        action\n        targetType\n        targetId\n        details\n        credential\n        ip\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        name\n        description\n        status\n        documentsReady\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        name\n        description\n        status\n        documentsReady\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n"): (typeof documents)["\n  query DashboardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentDetail on ProjectDocument {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n    content\n    structured\n  }\n"): (typeof documents)["\n  fragment DocumentDetail on ProjectDocument {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n    content\n    structured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentPageProject($id: ID!) {\n    project(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DocumentPageProject($id: ID!) {\n    project(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDocumentIds($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDocumentIds($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Document($id: ID!) {\n    document(id: $id) {\n      ...DocumentDetail\n    }\n  }\n"): (typeof documents)["\n  query Document($id: ID!) {\n    document(id: $id) {\n      ...DocumentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocument($id: ID!, $content: String!, $baseVersion: Int!) {\n    updateDocumentContent(id: $id, content: $content, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDocument($id: ID!, $content: String!, $baseVersion: Int!) {\n    updateDocumentContent(id: $id, content: $content, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVersions($documentId: ID!) {\n    documentVersions(documentId: $documentId) {\n      version\n      source\n      generator\n      title\n      createdAt\n      createdByName\n      note\n    }\n  }\n"): (typeof documents)["\n  query DocumentVersions($documentId: ID!) {\n    documentVersions(documentId: $documentId) {\n      version\n      source\n      generator\n      title\n      createdAt\n      createdByName\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVersionContent($documentId: ID!, $version: Int!) {\n    documentVersion(documentId: $documentId, version: $version) {\n      version\n      content\n    }\n  }\n"): (typeof documents)["\n  query DocumentVersionContent($documentId: ID!, $version: Int!) {\n    documentVersion(documentId: $documentId, version: $version) {\n      version\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreDocumentVersion($documentId: ID!, $version: Int!) {\n    restoreDocumentVersion(documentId: $documentId, version: $version) {\n      ...DocumentDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreDocumentVersion($documentId: ID!, $version: Int!) {\n    restoreDocumentVersion(documentId: $documentId, version: $version) {\n      ...DocumentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateSection($documentId: ID!, $sectionId: String!) {\n    regenerateSection(documentId: $documentId, sectionId: $sectionId) {\n      sectionId\n      title\n      before\n      after\n      baseVersion\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateSection($documentId: ID!, $sectionId: String!) {\n    regenerateSection(documentId: $documentId, sectionId: $sectionId) {\n      sectionId\n      title\n      before\n      after\n      baseVersion\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSection($documentId: ID!, $sectionId: String!, $after: String!, $baseVersion: Int!) {\n    acceptSection(documentId: $documentId, sectionId: $sectionId, after: $after, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptSection($documentId: ID!, $sectionId: String!, $after: String!, $baseVersion: Int!) {\n    acceptSection(documentId: $documentId, sectionId: $sectionId, after: $after, baseVersion: $baseVersion) {\n      ...DocumentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentReview($documentId: ID!) {\n    documentApprovals(documentId: $documentId) {\n      id\n      version\n      decision\n      note\n      userName\n    }\n  }\n"): (typeof documents)["\n  query DocumentReview($documentId: ID!) {\n    documentApprovals(documentId: $documentId) {\n      id\n      version\n      decision\n      note\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetComments($projectId: ID!, $target: String!) {\n    comments(projectId: $projectId, target: $target) {\n      id\n      authorName\n      body\n      resolved\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query TargetComments($projectId: ID!, $target: String!) {\n    comments(projectId: $projectId, target: $target) {\n      id\n      authorName\n      body\n      resolved\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideDocumentApproval($documentId: ID!, $input: ApprovalInput!) {\n    decideDocumentApproval(documentId: $documentId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DecideDocumentApproval($documentId: ID!, $input: ApprovalInput!) {\n    decideDocumentApproval(documentId: $documentId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDocumentComment($projectId: ID!, $input: CommentInput!) {\n    addComment(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddDocumentComment($projectId: ID!, $input: CommentInput!) {\n    addComment(projectId: $projectId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamSize($projectId: ID!, $teamSize: Int!) {\n    setTeamSize(projectId: $projectId, teamSize: $teamSize) {\n      projectId\n      teamSize\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamSize($projectId: ID!, $teamSize: Int!) {\n    setTeamSize(projectId: $projectId, teamSize: $teamSize) {\n      projectId\n      teamSize\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskProgress($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"task\") {\n      projectId\n      items {\n        id\n        fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskProgress($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"task\") {\n      projectId\n      items {\n        id\n        fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaskStatus($projectId: ID!, $taskId: String!, $status: String!, $overrideNote: String) {\n    updateTaskStatus(projectId: $projectId, taskId: $taskId, status: $status, overrideNote: $overrideNote) {\n      id\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaskStatus($projectId: ID!, $taskId: String!, $status: String!, $overrideNote: String) {\n    updateTaskStatus(projectId: $projectId, taskId: $taskId, status: $status, overrideNote: $overrideNote) {\n      id\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplanRoadmap($projectId: ID!) {\n    replanRoadmap(projectId: $projectId) {\n      projectId\n      from\n      finish\n      overrunDays\n      doneTasks\n      remainingTasks\n      keptSections\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ReplanRoadmap($projectId: ID!) {\n    replanRoadmap(projectId: $projectId) {\n      projectId\n      from\n      finish\n      overrunDays\n      doneTasks\n      remainingTasks\n      keptSections\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedCriteria($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      role\n    }\n    requirements: specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        links {\n          kind\n          to\n        }\n      }\n    }\n    criteria: specGraph(projectId: $projectId, kind: \"criterion\") {\n      projectId\n      items {\n        id\n        statement\n        status\n        source\n        fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuggestedCriteria($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      role\n    }\n    requirements: specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        links {\n          kind\n          to\n        }\n      }\n    }\n    criteria: specGraph(projectId: $projectId, kind: \"criterion\") {\n      projectId\n      items {\n        id\n        statement\n        status\n        source\n        fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSpecItems($projectId: ID!, $itemIds: [String!]!) {\n    confirmSpecItems(projectId: $projectId, itemIds: $itemIds) {\n      id\n      statement\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSpecItems($projectId: ID!, $itemIds: [String!]!) {\n    confirmSpecItems(projectId: $projectId, itemIds: $itemIds) {\n      id\n      statement\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditSpecItemText($projectId: ID!, $itemId: String!, $given: String!, $when: String!, $then: String!) {\n    editSpecItemText(projectId: $projectId, itemId: $itemId, given: $given, when: $when, then: $then) {\n      id\n      statement\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation EditSpecItemText($projectId: ID!, $itemId: String!, $given: String!, $when: String!, $then: String!) {\n    editSpecItemText(projectId: $projectId, itemId: $itemId, given: $given, when: $when, then: $then) {\n      id\n      statement\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnconfirmSpecItem($projectId: ID!, $itemId: String!) {\n    unconfirmSpecItem(projectId: $projectId, itemId: $itemId) {\n      id\n      statement\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation UnconfirmSpecItem($projectId: ID!, $itemId: String!) {\n    unconfirmSpecItem(projectId: $projectId, itemId: $itemId) {\n      id\n      statement\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImpactChecklist($projectId: ID!) {\n    changeImpact(projectId: $projectId) {\n      projectId\n      tracked\n      briefChanged\n      inFlight\n      changes {\n        field\n        label\n        change\n        before\n        after\n      }\n      items {\n        id\n        kind\n        title\n        change\n        reason\n      }\n      documents {\n        type\n        title\n        status\n        sections {\n          title\n          items\n          editedByHand\n        }\n      }\n    }\n    specPatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query ImpactChecklist($projectId: ID!) {\n    changeImpact(projectId: $projectId) {\n      projectId\n      tracked\n      briefChanged\n      inFlight\n      changes {\n        field\n        label\n        change\n        before\n        after\n      }\n      items {\n        id\n        kind\n        title\n        change\n        reason\n      }\n      documents {\n        type\n        title\n        status\n        sections {\n          title\n          items\n          editedByHand\n        }\n      }\n    }\n    specPatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSpecReview($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartSpecReview($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetiredRequirements($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RetiredRequirements($projectId: ID!) {\n    specGraph(projectId: $projectId, kind: \"requirement\") {\n      projectId\n      items {\n        id\n        title\n        status\n        fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveDocumentSummary on DocumentSummary {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment LiveDocumentSummary on DocumentSummary {\n    id\n    projectId\n    type\n    title\n    status\n    version\n    generator\n    error\n    progress\n    currentSection\n    generatedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionControlDocuments($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        ...LiveDocumentSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query MissionControlDocuments($projectId: ID!) {\n    generationStatus(projectId: $projectId) {\n      projectId\n      documents {\n        ...LiveDocumentSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationTextSoFar($id: ID!) {\n    document(id: $id) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  query GenerationTextSoFar($id: ID!) {\n    document(id: $id) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GenerationProgress($projectId: ID!) {\n    generationProgress(projectId: $projectId) {\n      eventId\n      projectId\n      documentId\n      type\n      status\n      section\n      delta\n      percent\n      version\n      error\n    }\n  }\n"): (typeof documents)["\n  subscription GenerationProgress($projectId: ID!) {\n    generationProgress(projectId: $projectId) {\n      eventId\n      projectId\n      documentId\n      type\n      status\n      section\n      delta\n      percent\n      version\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateDocument($projectId: ID!, $type: String!) {\n    generateDocument(projectId: $projectId, type: $type) {\n      ...LiveDocumentSummary\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateDocument($projectId: ID!, $type: String!) {\n    generateDocument(projectId: $projectId, type: $type) {\n      ...LiveDocumentSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      ...LiveDocumentSummary\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateAllDocuments($projectId: ID!) {\n    generateAllDocuments(projectId: $projectId) {\n      ...LiveDocumentSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGeneration($documentId: ID!) {\n    cancelGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGeneration($documentId: ID!) {\n    cancelGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryGeneration($documentId: ID!) {\n    retryGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n"): (typeof documents)["\n  mutation RetryGeneration($documentId: ID!) {\n    retryGeneration(documentId: $documentId) {\n      ...LiveDocumentSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MilestoneProgress($projectId: ID!) {\n    specGraph(projectId: $projectId) {\n      projectId\n      items {\n        id\n        kind\n        title\n        status\n        fields\n        links {\n          kind\n          to\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MilestoneProgress($projectId: ID!) {\n    specGraph(projectId: $projectId) {\n      projectId\n      items {\n        id\n        kind\n        title\n        status\n        fields\n        links {\n          kind\n          to\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectPresence($projectId: ID!) {\n    projectPresence(projectId: $projectId) {\n      userId\n      name\n      initials\n      avatarUrl\n      since\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectPresence($projectId: ID!) {\n    projectPresence(projectId: $projectId) {\n      userId\n      name\n      initials\n      avatarUrl\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SidebarProjects($first: Int!) {\n    projects(first: $first) {\n      nodes {\n        id\n        name\n        status\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query SidebarProjects($first: Int!) {\n    projects(first: $first) {\n      nodes {\n        id\n        name\n        status\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MissionControlProject on Project {\n    id\n    name\n    status\n    description\n    userPersonas\n    platforms\n    developmentPhase\n    timeline\n  }\n"): (typeof documents)["\n  fragment MissionControlProject on Project {\n    id\n    name\n    status\n    description\n    userPersonas\n    platforms\n    developmentPhase\n    timeline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionControlProject($id: ID!) {\n    project(id: $id) {\n      ...MissionControlProject\n    }\n  }\n"): (typeof documents)["\n  query MissionControlProject($id: ID!) {\n    project(id: $id) {\n      ...MissionControlProject\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionControlUsage {\n    usageStats {\n      documentsGenerated\n      maxDocuments\n    }\n  }\n"): (typeof documents)["\n  query MissionControlUsage {\n    usageStats {\n      documentsGenerated\n      maxDocuments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BriefWizardAnswers($projectId: ID!) {\n    wizardResponses(projectId: $projectId) {\n      id\n      sectionId\n      responses\n    }\n  }\n"): (typeof documents)["\n  query BriefWizardAnswers($projectId: ID!) {\n    wizardResponses(projectId: $projectId) {\n      id\n      sectionId\n      responses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QualityReport on Analysis {\n    projectId\n    ...AnalysisCore\n    history {\n      score\n      createdAt\n    }\n    approvals {\n      documentId\n      documentType\n      version\n      approvedBy {\n        id\n        name\n      }\n      changesRequestedBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QualityReport on Analysis {\n    projectId\n    ...AnalysisCore\n    history {\n      score\n      createdAt\n    }\n    approvals {\n      documentId\n      documentType\n      version\n      approvedBy {\n        id\n        name\n      }\n      changesRequestedBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectAnalysis($projectId: ID!) {\n    analysis(projectId: $projectId) {\n      ...QualityReport\n    }\n  }\n"): (typeof documents)["\n  query ProjectAnalysis($projectId: ID!) {\n    analysis(projectId: $projectId) {\n      ...QualityReport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClarifyingQuestions($projectId: ID!) {\n    clarifyingQuestions(projectId: $projectId) {\n      ...ClarifyingQuestionFields\n    }\n  }\n"): (typeof documents)["\n  query ClarifyingQuestions($projectId: ID!) {\n    clarifyingQuestions(projectId: $projectId) {\n      ...ClarifyingQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerClarifyingQuestions($projectId: ID!, $answers: [ClarifyingAnswerInput!]!) {\n    answerClarifyingQuestions(projectId: $projectId, answers: $answers) {\n      ...QualityReport\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerClarifyingQuestions($projectId: ID!, $answers: [ClarifyingAnswerInput!]!) {\n    answerClarifyingQuestions(projectId: $projectId, answers: $answers) {\n      ...QualityReport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTraceability($projectId: ID!) {\n    traceability(projectId: $projectId) {\n      projectId\n      rows {\n        requirementId\n        title\n        priority\n        journeyIds\n        metricIds\n        taskIds\n        criterionIds\n      }\n      coverage {\n        key\n        label\n        covered\n        total\n        percent\n        gaps\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTraceability($projectId: ID!) {\n    traceability(projectId: $projectId) {\n      projectId\n      rows {\n        requirementId\n        title\n        priority\n        journeyIds\n        metricIds\n        taskIds\n        criterionIds\n      }\n      coverage {\n        key\n        label\n        covered\n        total\n        percent\n        gaps\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectVerification($projectId: ID!) {\n    verification(projectId: $projectId) {\n      projectId\n      project {\n        status\n        verified\n        failing\n        stale\n        unverified\n        total\n        percent\n      }\n      criteria {\n        id\n        title\n        requirementId\n        status\n        retired\n        tests\n      }\n      requirements {\n        id\n        status\n        verified\n        total\n      }\n      unknownIds\n      runs {\n        id\n        commit\n        branch\n        tests\n        passed\n        failed\n        skipped\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectVerification($projectId: ID!) {\n    verification(projectId: $projectId) {\n      projectId\n      project {\n        status\n        verified\n        failing\n        stale\n        unverified\n        total\n        percent\n      }\n      criteria {\n        id\n        title\n        requirementId\n        status\n        retired\n        tests\n      }\n      requirements {\n        id\n        status\n        verified\n        total\n      }\n      unknownIds\n      runs {\n        id\n        commit\n        branch\n        tests\n        passed\n        failed\n        skipped\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage {\n    notifications(filter: \"all\") {\n      items {\n        id\n        title\n        message\n        type\n        read\n        actionUrl\n        actionLabel\n        createdAt\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage {\n    notifications(filter: \"all\") {\n      items {\n        id\n        title\n        message\n        type\n        read\n        actionUrl\n        actionLabel\n        createdAt\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      updated\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      updated\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNotifications {\n    clearNotifications {\n      deleted\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ClearNotifications {\n    clearNotifications {\n      deleted\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelConnectionFields on ModelConnectionSettings {\n    kind\n    baseUrl\n    model\n    hasKey\n    keyHint\n    lastTestedAt\n    lastTestOk\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ModelConnectionFields on ModelConnectionSettings {\n    kind\n    baseUrl\n    model\n    hasKey\n    keyHint\n    lastTestedAt\n    lastTestOk\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelConnection {\n    modelConnection {\n      ...ModelConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query ModelConnection {\n    modelConnection {\n      ...ModelConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveModelConnection($input: ModelConnectionInput!) {\n    saveModelConnection(input: $input) {\n      ...ModelConnectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveModelConnection($input: ModelConnectionInput!) {\n    saveModelConnection(input: $input) {\n      ...ModelConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModelConnection {\n    deleteModelConnection\n  }\n"): (typeof documents)["\n  mutation DeleteModelConnection {\n    deleteModelConnection\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestModelConnection($input: ModelConnectionInput) {\n    testModelConnection(input: $input) {\n      ok\n      message\n      latencyMs\n    }\n  }\n"): (typeof documents)["\n  mutation TestModelConnection($input: ModelConnectionInput) {\n    testModelConnection(input: $input) {\n      ok\n      message\n      latencyMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    profile {\n      id\n      email\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n      avatarUrl\n      role\n      createdAt\n      lastSignInAt\n      emailConfirmedAt\n      twoFactorEnabled\n      perDocumentNotices\n      identities {\n        id\n        provider\n        email\n        createdAt\n      }\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    profile {\n      id\n      email\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n      avatarUrl\n      role\n      createdAt\n      lastSignInAt\n      emailConfirmedAt\n      twoFactorEnabled\n      perDocumentNotices\n      identities {\n        id\n        provider\n        email\n        createdAt\n      }\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileUsage {\n    usageStats {\n      projectsCreated\n      documentsGenerated\n      lastActive\n      maxProjects\n      maxDocuments\n      inputTokens\n      outputTokens\n    }\n  }\n"): (typeof documents)["\n  query ProfileUsage {\n    usageStats {\n      projectsCreated\n      documentsGenerated\n      lastActive\n      maxProjects\n      maxDocuments\n      inputTokens\n      outputTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      firstName\n      lastName\n      jobTitle\n      company\n      location\n      phoneNumber\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!, $perDocumentNotices: Boolean) {\n    updateNotificationPreferences(input: $input, perDocumentNotices: $perDocumentNotices) {\n      id\n      perDocumentNotices\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!, $perDocumentNotices: Boolean) {\n    updateNotificationPreferences(input: $input, perDocumentNotices: $perDocumentNotices) {\n      id\n      perDocumentNotices\n      notificationPreferences {\n        email\n        projectUpdates\n        marketingEmails\n        productNews\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAvatar {\n    removeAvatar {\n      id\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAvatar {\n    removeAvatar {\n      id\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkGoogleAccount {\n    linkGoogleAccount {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation LinkGoogleAccount {\n    linkGoogleAccount {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalAccessTokenFields on PersonalAccessToken {\n    id\n    name\n    prefix\n    scope\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PersonalAccessTokenFields on PersonalAccessToken {\n    id\n    name\n    prefix\n    scope\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenFields\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      message\n      item {\n        ...PersonalAccessTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      message\n      item {\n        ...PersonalAccessTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($id: ID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectSettings_project on Project {\n    id\n    role\n    name\n    description\n    status\n    timeline\n    developmentPhase\n    techStack\n    integrations\n    platforms\n    businessGoals\n    userPersonas\n    keyFeatures\n    modelSource\n    settings\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProjectSettings_project on Project {\n    id\n    role\n    name\n    description\n    status\n    timeline\n    developmentPhase\n    techStack\n    integrations\n    platforms\n    businessGoals\n    userPersonas\n    keyFeatures\n    modelSource\n    settings\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSettings($id: ID!) {\n    project(id: $id) {\n      ...ProjectSettings_project\n    }\n  }\n"): (typeof documents)["\n  query ProjectSettings($id: ID!) {\n    project(id: $id) {\n      ...ProjectSettings_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectSettings_project\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectSettings($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectSettings_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) {\n      id\n      userId\n      email\n      name\n      role\n      status\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ProjectMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) {\n      id\n      userId\n      email\n      name\n      role\n      status\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($projectId: ID!, $input: InviteMemberInput!) {\n    inviteMember(projectId: $projectId, input: $input) {\n      id\n      email\n      role\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($projectId: ID!, $input: InviteMemberInput!) {\n    inviteMember(projectId: $projectId, input: $input) {\n      id\n      email\n      role\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberRole($projectId: ID!, $userId: ID!, $role: String!) {\n    updateMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberRole($projectId: ID!, $userId: ID!, $role: String!) {\n    updateMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareLinks($projectId: ID!) {\n    shareLinks(projectId: $projectId) {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ShareLinks($projectId: ID!) {\n    shareLinks(projectId: $projectId) {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink($projectId: ID!) {\n    createShareLink(projectId: $projectId) {\n      id\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShareLink($projectId: ID!) {\n    createShareLink(projectId: $projectId) {\n      id\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($projectId: ID!, $linkId: ID!) {\n    revokeShareLink(projectId: $projectId, linkId: $linkId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($projectId: ID!, $linkId: ID!) {\n    revokeShareLink(projectId: $projectId, linkId: $linkId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecUpdate_patch on SpecPatch {\n    id\n    projectId\n    status\n    added\n    retired\n    changed\n    createdAt\n    hunks {\n      id\n      documentType\n      sectionTitle\n      before\n      after\n      generated\n      editedByHand\n      items\n      status\n      merged\n    }\n  }\n"): (typeof documents)["\n  fragment SpecUpdate_patch on SpecPatch {\n    id\n    projectId\n    status\n    added\n    retired\n    changed\n    createdAt\n    hunks {\n      id\n      documentType\n      sectionTitle\n      before\n      after\n      generated\n      editedByHand\n      items\n      status\n      merged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecUpdateReview($projectId: ID!) {\n    specPatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n"): (typeof documents)["\n  query SpecUpdateReview($projectId: ID!) {\n    specPatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareSpecUpdate($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n"): (typeof documents)["\n  mutation PrepareSpecUpdate($projectId: ID!) {\n    preparePatch(projectId: $projectId) {\n      ...SpecUpdate_patch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideSpecUpdate($projectId: ID!, $patchId: ID!, $decisions: [PatchDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, decisions: $decisions) {\n      ...SpecUpdate_patch\n    }\n  }\n"): (typeof documents)["\n  mutation DecideSpecUpdate($projectId: ID!, $patchId: ID!, $decisions: [PatchDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, decisions: $decisions) {\n      ...SpecUpdate_patch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideSpecUpdateItems($projectId: ID!, $patchId: ID!, $items: [PatchItemDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, items: $items) {\n      ...SpecUpdate_patch\n    }\n  }\n"): (typeof documents)["\n  mutation DecideSpecUpdateItems($projectId: ID!, $patchId: ID!, $items: [PatchItemDecisionInput!]!) {\n    decidePatch(projectId: $projectId, patchId: $patchId, items: $items) {\n      ...SpecUpdate_patch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemHealth {\n    health {\n      status\n      version\n      uptimeSeconds\n      serverTime\n      database {\n        serverVersion\n        installedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SystemHealth {\n    health {\n      status\n      version\n      uptimeSeconds\n      serverTime\n      database {\n        serverVersion\n        installedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedProject($token: String!) {\n    sharedProject(token: $token) {\n      name\n      documents {\n        id\n        type\n        title\n        version\n        content\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedProject($token: String!) {\n    sharedProject(token: $token) {\n      name\n      documents {\n        id\n        type\n        title\n        version\n        content\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftAnalysis($brief: JSONObject!) {\n    briefAnalysis(brief: $brief) {\n      ...AnalysisCore\n    }\n  }\n"): (typeof documents)["\n  query DraftAnalysis($brief: JSONObject!) {\n    briefAnalysis(brief: $brief) {\n      ...AnalysisCore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftQuestions($brief: JSONObject!) {\n    briefQuestions(brief: $brief) {\n      ...ClarifyingQuestionFields\n    }\n  }\n"): (typeof documents)["\n  query DraftQuestions($brief: JSONObject!) {\n    briefQuestions(brief: $brief) {\n      ...ClarifyingQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n"): (typeof documents)["\n  query WizardUsage {\n    usageStats {\n      projectsCreated\n      maxProjects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditBriefPage_brief on Brief {\n    projectId\n    version\n    changedFields\n    updatedAt\n    projectName\n    projectDescription\n    problemStatement\n    keyFeatures\n    nonGoals\n    competitors\n    userPersonas\n    userJourneys\n    platforms\n    uxDefinition\n    designGuidelines\n    techStack\n    integrations\n    securityConcerns\n    performanceExpectations\n    technicalConstraints\n    businessGoals\n    successMetrics\n    timeline\n    projectScope\n    risks\n    compliance\n    futureEvolution\n    additionalNotes\n    featureDetails {\n      feature\n      actor\n      trigger\n      outcome\n      rule\n      failure\n    }\n    integrationUses {\n      integration\n      feature\n    }\n    teamSize\n  }\n"): (typeof documents)["\n  fragment EditBriefPage_brief on Brief {\n    projectId\n    version\n    changedFields\n    updatedAt\n    projectName\n    projectDescription\n    problemStatement\n    keyFeatures\n    nonGoals\n    competitors\n    userPersonas\n    userJourneys\n    platforms\n    uxDefinition\n    designGuidelines\n    techStack\n    integrations\n    securityConcerns\n    performanceExpectations\n    technicalConstraints\n    businessGoals\n    successMetrics\n    timeline\n    projectScope\n    risks\n    compliance\n    futureEvolution\n    additionalNotes\n    featureDetails {\n      feature\n      actor\n      trigger\n      outcome\n      rule\n      failure\n    }\n    integrationUses {\n      integration\n      feature\n    }\n    teamSize\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditBrief($projectId: ID!) {\n    brief(projectId: $projectId) {\n      ...EditBriefPage_brief\n    }\n  }\n"): (typeof documents)["\n  query EditBrief($projectId: ID!) {\n    brief(projectId: $projectId) {\n      ...EditBriefPage_brief\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrief($projectId: ID!, $input: BriefInput!, $baseVersion: Int) {\n    updateBrief(projectId: $projectId, input: $input, baseVersion: $baseVersion) {\n      ...EditBriefPage_brief\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrief($projectId: ID!, $input: BriefInput!, $baseVersion: Int) {\n    updateBrief(projectId: $projectId, input: $input, baseVersion: $baseVersion) {\n      ...EditBriefPage_brief\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWizardResponses($projectId: ID!, $responses: [WizardResponseInput!]!) {\n    saveWizardResponses(projectId: $projectId, responses: $responses) {\n      id\n      sectionId\n      responses\n    }\n  }\n"): (typeof documents)["\n  mutation SaveWizardResponses($projectId: ID!, $responses: [WizardResponseInput!]!) {\n    saveWizardResponses(projectId: $projectId, responses: $responses) {\n      id\n      sectionId\n      responses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnderstandingPanel_line on UnderstoodLine {\n    key\n    topic\n    itemId\n    subject\n    understood\n    values\n    source\n    evidence\n    question\n    correction\n    choices\n    field\n  }\n"): (typeof documents)["\n  fragment UnderstandingPanel_line on UnderstoodLine {\n    key\n    topic\n    itemId\n    subject\n    understood\n    values\n    source\n    evidence\n    question\n    correction\n    choices\n    field\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftUnderstanding($brief: JSONObject!) {\n    briefUnderstandingPreview(brief: $brief) {\n      lines {\n        ...UnderstandingPanel_line\n      }\n    }\n  }\n"): (typeof documents)["\n  query DraftUnderstanding($brief: JSONObject!) {\n    briefUnderstandingPreview(brief: $brief) {\n      lines {\n        ...UnderstandingPanel_line\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentCounts($projectId: ID!) {\n    commentCounts(projectId: $projectId) {\n      target\n      open\n      total\n    }\n  }\n"): (typeof documents)["\n  query CommentCounts($projectId: ID!) {\n    commentCounts(projectId: $projectId) {\n      target\n      open\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectChanged($projectId: ID!) {\n    projectChanged(projectId: $projectId) {\n      projectId\n      kind\n      documentId\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectChanged($projectId: ID!) {\n    projectChanged(projectId: $projectId) {\n      projectId\n      kind\n      documentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalysisCore on Analysis {\n    score\n    ready\n    headline\n    dimensions {\n      completeness\n      clarity\n      testability\n      traceability\n      feasibility\n      specificity\n    }\n    verdicts {\n      dimension\n      score\n      verdict\n      summary\n      rules {\n        rule\n        severity\n        count\n      }\n    }\n    findings {\n      rule\n      severity\n      dimension\n      itemId\n      document\n      section\n      message\n      suggestion\n    }\n  }\n"): (typeof documents)["\n  fragment AnalysisCore on Analysis {\n    score\n    ready\n    headline\n    dimensions {\n      completeness\n      clarity\n      testability\n      traceability\n      feasibility\n      specificity\n    }\n    verdicts {\n      dimension\n      score\n      verdict\n      summary\n      rules {\n        rule\n        severity\n        count\n      }\n    }\n    findings {\n      rule\n      severity\n      dimension\n      itemId\n      document\n      section\n      message\n      suggestion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClarifyingQuestionFields on ClarifyingQuestion {\n    id\n    field\n    question\n    why\n    suggestions\n    list\n    priority\n  }\n"): (typeof documents)["\n  fragment ClarifyingQuestionFields on ClarifyingQuestion {\n    id\n    field\n    question\n    why\n    suggestions\n    list\n    priority\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;