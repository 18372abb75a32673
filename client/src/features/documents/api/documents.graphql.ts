import { graphql } from '../../../gql';

// The document pages' operations. Every write answers the whole document (DocumentDetail), which
// the page shows at once; reads go to the network each time (the page polls while generating).

export const DocumentDetailFragment = graphql(`
  fragment DocumentDetail on ProjectDocument {
    id
    projectId
    type
    title
    status
    version
    generator
    error
    progress
    currentSection
    generatedAt
    createdAt
    updatedAt
    content
    structured
  }
`);

/** The project's name above the document (and NOT_FOUND for someone else's project). */
export const DocumentPageProjectQuery = graphql(`
  query DocumentPageProject($id: ID!) {
    project(id: $id) {
      id
      name
    }
  }
`);

/** Which document of the project has the page's type (the list, without content). */
export const ProjectDocumentIdsQuery = graphql(`
  query ProjectDocumentIds($projectId: ID!) {
    generationStatus(projectId: $projectId) {
      projectId
      documents {
        id
        type
      }
    }
  }
`);

export const DocumentQuery = graphql(`
  query Document($id: ID!) {
    document(id: $id) {
      ...DocumentDetail
    }
  }
`);

/** A save based on the version the edit started from; VERSION_CONFLICT when someone saved since. */
export const SaveDocumentMutation = graphql(`
  mutation SaveDocument($id: ID!, $content: String!, $baseVersion: Int!) {
    updateDocumentContent(id: $id, content: $content, baseVersion: $baseVersion) {
      ...DocumentDetail
    }
  }
`);

export const DocumentVersionsQuery = graphql(`
  query DocumentVersions($documentId: ID!) {
    documentVersions(documentId: $documentId) {
      version
      source
      generator
      title
      createdAt
      createdByName
      note
    }
  }
`);

export const DocumentVersionContentQuery = graphql(`
  query DocumentVersionContent($documentId: ID!, $version: Int!) {
    documentVersion(documentId: $documentId, version: $version) {
      version
      content
    }
  }
`);

export const RestoreDocumentVersionMutation = graphql(`
  mutation RestoreDocumentVersion($documentId: ID!, $version: Int!) {
    restoreDocumentVersion(documentId: $documentId, version: $version) {
      ...DocumentDetail
    }
  }
`);

/** A regenerated section to compare before accepting (nothing is saved until accepted). */
export const RegenerateSectionMutation = graphql(`
  mutation RegenerateSection($documentId: ID!, $sectionId: String!) {
    regenerateSection(documentId: $documentId, sectionId: $sectionId) {
      sectionId
      title
      before
      after
      baseVersion
      note
    }
  }
`);

export const AcceptSectionMutation = graphql(`
  mutation AcceptSection($documentId: ID!, $sectionId: String!, $after: String!, $baseVersion: Int!) {
    acceptSection(documentId: $documentId, sectionId: $sectionId, after: $after, baseVersion: $baseVersion) {
      ...DocumentDetail
    }
  }
`);

/** After a team size change: the chain is queued again (the roadmap re-plans for the team). */
export const RegenerateAllDocumentsMutation = graphql(`
  mutation RegenerateAllDocuments($projectId: ID!) {
    generateAllDocuments(projectId: $projectId) {
      id
      status
    }
  }
`);

// The review panel under a document: its current version's approvals.
export const DocumentReviewQuery = graphql(`
  query DocumentReview($documentId: ID!) {
    documentApprovals(documentId: $documentId) {
      id
      version
      decision
      note
      userName
    }
  }
`);

// The comments on one target: the document, one of its sections or one of its items.
export const TargetCommentsQuery = graphql(`
  query TargetComments($projectId: ID!, $target: String!) {
    comments(projectId: $projectId, target: $target) {
      id
      authorName
      body
      resolved
      createdAt
    }
  }
`);

export const DecideDocumentApprovalMutation = graphql(`
  mutation DecideDocumentApproval($documentId: ID!, $input: ApprovalInput!) {
    decideDocumentApproval(documentId: $documentId, input: $input) {
      id
    }
  }
`);

export const AddDocumentCommentMutation = graphql(`
  mutation AddDocumentComment($projectId: ID!, $input: CommentInput!) {
    addComment(projectId: $projectId, input: $input) {
      id
    }
  }
`);
