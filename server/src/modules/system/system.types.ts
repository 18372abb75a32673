import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The database as seen by this server.' })
export class DatabaseHealth {
  @Field(() => String, { description: "PostgreSQL's server_version." })
  serverVersion!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'When this installation first started.' })
  installedAt!: Date | null;
}

@ObjectType({ description: 'Liveness of the API and its database.' })
export class Health {
  @Field(() => String, { description: '"ok" when the database answers.' })
  status!: string;

  @Field(() => String, { description: 'The version of the Specforge server.' })
  version!: string;

  @Field(() => Float, { description: 'Seconds since this server process started.' })
  uptimeSeconds!: number;

  @Field(() => DateTimeISO, { description: "The server's clock." })
  serverTime!: Date;

  @Field(() => DatabaseHealth, { description: 'Whether the database answers.' })
  database!: DatabaseHealth;
}
