import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';

// Field names mirror NotificationView (notification.presenter.ts), so one presented object
// serves REST and GraphQL.

@ObjectType({ description: 'A notification of the signed-in user.' })
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: '"success", "info", "warning" or "error".' })
  type!: string;

  @Field(() => Boolean, { description: 'Only ever goes from false to true.' })
  read!: boolean;

  @Field(() => String, { nullable: true, description: 'An app path the action button opens.' })
  actionUrl!: string | null;

  @Field(() => String, { nullable: true })
  actionLabel!: string | null;

  @Field(() => DateTimeISO)
  createdAt!: string;
}

@ObjectType({ description: 'Notifications, newest first, and how many are unread (whatever the filter).' })
export class NotificationList {
  @Field(() => [Notification])
  items!: Notification[];

  @Field(() => Int)
  unreadCount!: number;
}

@ObjectType()
export class NotificationsMarkedRead {
  @Field(() => Int, { description: 'How many notifications changed from unread to read.' })
  updated!: number;

  @Field(() => String)
  message!: string;
}

@ObjectType()
export class NotificationsCleared {
  @Field(() => Int, { description: 'How many notifications were deleted.' })
  deleted!: number;

  @Field(() => String)
  message!: string;
}
