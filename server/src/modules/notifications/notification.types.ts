import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';

// Field names mirror NotificationView (notification.presenter.ts), so one presented object
// serves REST and GraphQL.

@ObjectType({ description: 'A notification of the signed-in user.' })
export class Notification {
  @Field(() => ID, { description: 'The notification id.' })
  id!: string;

  @Field(() => String, { description: 'The heading.' })
  title!: string;

  @Field(() => String, { description: 'The text.' })
  message!: string;

  @Field(() => String, { description: '"success", "info", "warning" or "error".' })
  type!: string;

  @Field(() => Boolean, { description: 'Only ever goes from false to true.' })
  read!: boolean;

  @Field(() => String, { nullable: true, description: 'An app path the action button opens.' })
  actionUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The label of its link, if it has one.' })
  actionLabel!: string | null;

  @Field(() => DateTimeISO, { description: 'When it was sent.' })
  createdAt!: string;
}

@ObjectType({ description: 'Notifications, newest first, and how many are unread (whatever the filter).' })
export class NotificationList {
  @Field(() => [Notification], { description: 'The notifications, newest first.' })
  items!: Notification[];

  @Field(() => Int, { description: 'How many are unread.' })
  unreadCount!: number;
}

@ObjectType({ description: 'The answer of marking every notification read.' })
export class NotificationsMarkedRead {
  @Field(() => Int, { description: 'How many notifications changed from unread to read.' })
  updated!: number;

  @Field(() => String, { description: 'The confirmation message.' })
  message!: string;
}

@ObjectType({ description: 'The answer of clearing notifications.' })
export class NotificationsCleared {
  @Field(() => Int, { description: 'How many notifications were deleted.' })
  deleted!: number;

  @Field(() => String, { description: 'The confirmation message.' })
  message!: string;
}
