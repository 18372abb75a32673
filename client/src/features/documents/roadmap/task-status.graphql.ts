import { graphql } from '../../../gql';

/** The tasks' progress lives on the spec graph's task items (fields.status, fields.note). */
export const TaskProgressQuery = graphql(`
  query TaskProgress($projectId: ID!) {
    specGraph(projectId: $projectId, kind: "task") {
      projectId
      items {
        id
        fields
      }
    }
  }
`);

export const UpdateTaskStatusMutation = graphql(`
  mutation UpdateTaskStatus($projectId: ID!, $taskId: String!, $status: String!, $overrideNote: String) {
    updateTaskStatus(projectId: $projectId, taskId: $taskId, status: $status, overrideNote: $overrideNote) {
      id
      fields
    }
  }
`);

export const ReplanRoadmapMutation = graphql(`
  mutation ReplanRoadmap($projectId: ID!) {
    replanRoadmap(projectId: $projectId) {
      projectId
      from
      finish
      overrunDays
      doneTasks
      remainingTasks
      keptSections
      version
    }
  }
`);
